import { describe, expect, it } from "vitest";
import { describeAuditEvent, formatDate, formatDateTime } from "./audit-description";

describe("describeAuditEvent", () => {
  it("names what changed in a scope or redirect URI update", () => {
    expect(describeAuditEvent("client.scopes_updated", { before: ["A"], after: ["B"], added: ["B"], removed: ["A"] })).toEqual({
      title: "Scopes changed",
      changes: ["Added: B", "Removed: A"],
    });
    expect(describeAuditEvent("client.redirect_uris_updated", { added: ["https://x.example/cb"], removed: [] }).changes).toEqual(["Added: https://x.example/cb"]);
  });

  it("identifies a secret only by its hint", () => {
    expect(describeAuditEvent("client.secret_generated", { secretId: "s1", hint: "AbCd" })).toEqual({ title: "Secret generated", changes: ["Secret ending in …AbCd"] });
  });

  it("gives unknown events a readable title and shows a reviewer's note", () => {
    expect(describeAuditEvent("client.review_approved", { note: "Looks good" })).toEqual({ title: "Review approved", changes: ["Note: Looks good"] });
  });

  it("survives details of the wrong shape", () => {
    expect(describeAuditEvent("client.created", { scopes: "oops", redirectUris: 3 }).changes).toEqual(["Scopes: none", "Redirect URIs: "]);
  });
});

describe("date formatting", () => {
  it("is UTC and independent of the machine's locale", () => {
    expect(formatDateTime(new Date("2025-01-02T03:04:59.999Z"))).toBe("2025-01-02 03:04 UTC");
    expect(formatDate(new Date("2025-01-02T23:59:00Z"))).toBe("2025-01-02");
  });
});
