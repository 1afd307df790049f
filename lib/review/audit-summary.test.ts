import { describe, expect, it } from "vitest";
import { summarizeAuditEvent } from "./audit-summary";
import { alreadyDecidedMessage, clientUnavailableMessage } from "./wording";

describe("summarizeAuditEvent", () => {
  it("names review decisions and shows the status change, the reason and revoked grants", () => {
    expect(summarizeAuditEvent("client.rejected", { from: "APPROVED", to: "REJECTED", reason: "Phishing", revokedGrants: 3 })).toEqual({
      title: "Client rejected",
      lines: ["Status: approved → rejected", "Grants revoked: 3", "Reason: Phishing"],
    });
  });

  it("lists what a change added and removed", () => {
    expect(summarizeAuditEvent("client.change_requested", { added: ["ORG_BOOKING_WRITE", "https://c.example/cb"], removed: [] }).lines).toEqual([
      "Added: ORG_BOOKING_WRITE, https://c.example/cb",
    ]);
  });

  it("still reads an event type it does not know", () => {
    expect(summarizeAuditEvent("client.logo_changed", {}).title).toBe("Logo changed");
  });
});

describe("wording", () => {
  it("tells the loser of a race who decided what and when", () => {
    const message = alreadyDecidedMessage({ subject: "client", outcome: "approved", by: "Ada Admin", at: new Date("2026-11-22T10:05:30Z") });
    expect(message).toBe("This client was already decided by Ada Admin: approved at 2026-11-22 10:05 UTC. Your decision was not applied; reload to see its current state.");
  });

  it("says on the consent screen whether the app is waiting for review or unavailable", () => {
    expect(clientUnavailableMessage("PENDING")).toMatch(/pending review/);
    expect(clientUnavailableMessage("SUSPENDED")).toMatch(/suspended.*unavailable/);
    expect(clientUnavailableMessage("REJECTED")).toMatch(/unavailable/);
  });
});
