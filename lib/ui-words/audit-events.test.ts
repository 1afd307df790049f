import { describe, expect, it } from "vitest";
import { describeAuditEvent } from "./audit-events";
import { formatDate, formatDateTime } from "@/lib/format-time";

describe("describeAuditEvent", () => {
  it("names what changed in a scope or redirect URI update", () => {
    expect(
      describeAuditEvent("client.scopes_updated", { before: ["A"], after: ["B"], added: ["B"], removed: ["A"] }),
    ).toEqual({
      title: "Scopes changed",
      changes: ["Added: B", "Removed: A"],
    });
    expect(
      describeAuditEvent("client.redirect_uris_updated", { added: ["https://x.example/cb"], removed: [] }).changes,
    ).toEqual(["Added: https://x.example/cb"]);
  });

  it("identifies a secret only by its hint", () => {
    expect(describeAuditEvent("client.secret_generated", { secretId: "s1", hint: "AbCd" })).toEqual({
      title: "Secret generated",
      changes: ["Secret ending in …AbCd"],
    });
  });

  it("gives unknown events a readable title and shows a reviewer's note", () => {
    expect(describeAuditEvent("client.review_approved", { note: "Looks good" })).toEqual({
      title: "Review approved",
      changes: ["Note: Looks good"],
    });
  });

  it("shows the administrator's reason with a rejection or suspension, and a note with an approval", () => {
    expect(
      describeAuditEvent("client.rejected", {
        from: "PENDING",
        to: "REJECTED",
        reason: "Add a privacy policy link.",
        revokedGrants: 0,
        discardedChangeId: null,
      }),
    ).toEqual({
      title: "Rejected by an administrator",
      changes: ["Status: pending → rejected", "Reason: Add a privacy policy link."],
    });
    expect(describeAuditEvent("client.suspended", { reason: "Abuse reports." })).toEqual({
      title: "Suspended by an administrator",
      changes: ["Reason: Abuse reports."],
    });
    expect(describeAuditEvent("client.approved", { reason: "Looks fine." })).toEqual({
      title: "Approved by an administrator",
      changes: ["Reviewer's note: Looks fine."],
    });
    expect(describeAuditEvent("client.reinstated", { reason: null })).toEqual({
      title: "Reinstated by an administrator",
      changes: [],
    });
  });

  it("says what rejecting an approved client ended for its users", () => {
    const { changes } = describeAuditEvent("client.rejected", {
      reason: "Terms violation",
      revokedGrants: 3,
      discardedChangeId: "chg_1",
    });
    expect(changes).toEqual([
      "Every user's access was revoked (3 authorizations)",
      "The change that was waiting for review was discarded",
      "Reason: Terms violation",
    ]);
  });

  it("describes a change request, its decisions and its withdrawal in plain words", () => {
    const delta = { added: ["ORG_BOOKING_WRITE", "https://new.example/cb"], removed: ["https://old.example/cb"] };
    expect(
      describeAuditEvent("client.change_requested", { changeId: "c2", supersededChangeId: "c1", ...delta }),
    ).toEqual({
      title: "Change sent for review",
      changes: [
        "To add: ORG_BOOKING_WRITE, https://new.example/cb",
        "To remove: https://old.example/cb",
        "Replaces the change that was waiting before",
        "The approved configuration stays in force until an administrator decides",
      ],
    });
    expect(describeAuditEvent("client.change_approved", { changeId: "c2", reason: "", ...delta })).toEqual({
      title: "Change approved and applied",
      changes: ["Added: ORG_BOOKING_WRITE, https://new.example/cb", "Removed: https://old.example/cb"],
    });
    expect(
      describeAuditEvent("client.change_rejected", {
        changeId: "c2",
        reason: "Org-wide writes are not justified.",
        ...delta,
      }),
    ).toEqual({
      title: "Change rejected and discarded",
      changes: [
        "Not added: ORG_BOOKING_WRITE, https://new.example/cb",
        "Not removed: https://old.example/cb",
        "Reason: Org-wide writes are not justified.",
      ],
    });
    expect(describeAuditEvent("client.change_withdrawn", { changeId: "c2" })).toEqual({
      title: "Change withdrawn before review",
      changes: [],
    });
    expect(describeAuditEvent("client.resubmitted", { from: "REJECTED", to: "PENDING" })).toEqual({
      title: "Resubmitted for review",
      changes: [],
    });
  });

  it("does not show a reason field on events that are not decisions", () => {
    expect(
      describeAuditEvent("client.scopes_updated", { added: [], removed: ["A"], reason: "injected" }).changes,
    ).toEqual(["Removed: A"]);
  });

  it("survives details of the wrong shape", () => {
    expect(describeAuditEvent("client.created", { scopes: "oops", redirectUris: 3 }).changes).toEqual([
      "Scopes: none",
      "Redirect URIs: ",
    ]);
  });
});

describe("date formatting", () => {
  it("is UTC and independent of the machine's locale", () => {
    expect(formatDateTime(new Date("2025-01-02T03:04:59.999Z"))).toBe("2025-01-02 03:04 UTC");
    expect(formatDate(new Date("2025-01-02T23:59:00Z"))).toBe("2025-01-02");
  });
});

describe("describeAuditEvent: admin decisions", () => {
  it("shows the status change, the revoked grants and the reason", () => {
    expect(
      describeAuditEvent("client.rejected", { from: "APPROVED", to: "REJECTED", reason: "Phishing", revokedGrants: 3 }),
    ).toEqual({
      title: "Rejected by an administrator",
      changes: [
        "Status: approved → rejected",
        "Every user's access was revoked (3 authorizations)",
        "Reason: Phishing",
      ],
    });
  });

  it("still reads an event type it does not know", () => {
    expect(describeAuditEvent("client.logo_changed", {}).title).toBe("Logo changed");
  });
});

describe("describeAuditEvent for events outside the client's own lifecycle", () => {
  it("titles a user's revocation of an app in words, never as the raw event type", () => {
    const described = describeAuditEvent("grant.revoked_by_user", { grants: 2 });
    expect(described.title).toBe("A user revoked this app's access");
    expect(described.changes).toEqual(["2 authorizations ended, with their refresh tokens"]);
  });

  it("turns an event type it has no title for into a sentence without dots or underscores", () => {
    expect(describeAuditEvent("token.family_revoked", {}).title).toBe("Token family revoked");
  });
});

describe("describeAuditEvent for app details", () => {
  it("names the changed fields (not their values) of a saved edit, a proposal and its decision", () => {
    expect(describeAuditEvent("client.details_updated", { before: { name: "A" }, after: { name: "B" } })).toEqual({
      title: "App details changed",
      changes: ["App details changed: name"],
    });
    const proposed = { details: { name: "B", privacyPolicyUrl: "https://b.example/p" }, added: [], removed: [] };
    expect(describeAuditEvent("client.change_requested", proposed).changes[0]).toBe(
      "App details to change: name, privacy policy",
    );
    expect(describeAuditEvent("client.change_rejected", { ...proposed, reason: "No" }).changes).toContain(
      "App details not changed: name, privacy policy",
    );
    expect(describeAuditEvent("client.change_approved", { details: null }).changes).toEqual([]);
  });

  it("names the token binding a change sets or proposes", () => {
    expect(describeAuditEvent("client.dpop_setting_updated", { before: false, after: true })).toEqual({
      title: "Token binding (DPoP) changed",
      changes: ["Token binding: DPoP required"],
    });
    expect(describeAuditEvent("client.change_requested", { dpopBoundAccessTokens: false }).changes).toContain(
      "Token binding: Bearer or DPoP",
    );
  });
});

describe("describeAuditEvent for keys", () => {
  it("names the keys added and deleted by kid, and the key URL set or cleared", () => {
    const added = { keys: [{ keyId: "1", kid: "prod-2027", thumbprint: "t" }, { kid: "b" }] };
    expect(describeAuditEvent("client.key_added", added)).toEqual({
      title: "Key added (private_key_jwt)",
      changes: ["Key prod-2027, b"],
    });
    expect(describeAuditEvent("client.key_deleted", { kid: "old" }).changes).toEqual(["Key old"]);
    expect(describeAuditEvent("client.jwks_uri_changed", { from: null, to: "https://a.example/j" }).changes).toEqual([
      "Now https://a.example/j",
    ]);
    expect(describeAuditEvent("client.jwks_uri_changed", { from: "https://a.example/j", to: null }).changes).toEqual([
      "No longer https://a.example/j",
    ]);
  });
});
