import { describe, expect, it } from "vitest";
import { alreadyDecidedMessage, clientUnavailableMessage } from "./review";

describe("wording", () => {
  it("tells the loser of a race who decided what and when", () => {
    const message = alreadyDecidedMessage({
      subject: "client",
      outcome: "approved",
      by: "Ada Admin",
      at: new Date("2026-11-22T10:05:30Z"),
    });
    expect(message).toBe(
      "This client was already decided by Ada Admin: approved at 2026-11-22 10:05 UTC. Your decision was not applied; reload to see its current state.",
    );
  });

  it("says on the consent screen whether the app is waiting for review or unavailable", () => {
    expect(clientUnavailableMessage("PENDING")).toMatch(/pending review/);
    expect(clientUnavailableMessage("SUSPENDED")).toMatch(/suspended.*unavailable/);
    expect(clientUnavailableMessage("REJECTED")).toMatch(/unavailable/);
  });
});
