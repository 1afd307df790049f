import { describe, expect, it } from "vitest";
import {
  INVITATION_LIFETIME_MS,
  MAX_PENDING_INVITATIONS,
  hasRoomForInvitation,
  invitationExpiry,
  isExpired,
  mayAnswerInvitation,
  mayOfferRole,
  normalizeEmail,
} from "./invitation-rules";

const now = new Date("2030-01-01T00:00:00Z");

describe("who may offer which role", () => {
  it("lets only an OWNER offer OWNER", () => {
    expect(mayOfferRole("OWNER", "OWNER")).toBe(true);
    expect(mayOfferRole("ADMIN", "OWNER")).toBe(false);
    expect(mayOfferRole("MEMBER", "OWNER")).toBe(false);
  });

  it("lets ADMIN and OWNER offer ADMIN and MEMBER, and a MEMBER offer nothing", () => {
    for (const inviter of ["ADMIN", "OWNER"] as const)
      for (const offered of ["ADMIN", "MEMBER"] as const) expect(mayOfferRole(inviter, offered)).toBe(true);
    expect(mayOfferRole("MEMBER", "MEMBER")).toBe(false);
    expect(mayOfferRole("MEMBER", "ADMIN")).toBe(false);
  });
});

describe("expiry and the limit", () => {
  it("expires 14 days after it was made, at the instant itself", () => {
    const expiresAt = invitationExpiry(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(14 * 24 * 3600 * 1000);
    expect(INVITATION_LIFETIME_MS).toBe(14 * 24 * 3600 * 1000);
    expect(isExpired({ expiresAt }, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isExpired({ expiresAt }, expiresAt)).toBe(true);
  });

  it("takes a new invitation below the limit only; refreshing one always fits", () => {
    expect(hasRoomForInvitation(MAX_PENDING_INVITATIONS - 1, false)).toBe(true);
    expect(hasRoomForInvitation(MAX_PENDING_INVITATIONS, false)).toBe(false);
    expect(hasRoomForInvitation(MAX_PENDING_INVITATIONS, true)).toBe(true);
  });

  it("normalizes emails as accounts store them", () => {
    expect(normalizeEmail("  Ann@Example.COM ")).toBe("ann@example.com");
  });
});

describe("who may answer an invitation", () => {
  const invitation = { email: "ann@example.com", expiresAt: new Date(now.getTime() + 1000) };

  it("is only the person it is addressed to (anyone else: not found, like an unknown id)", () => {
    expect(mayAnswerInvitation(invitation, { email: "Ann@Example.com" }, "accept", now)).toEqual({ ok: true });
    expect(mayAnswerInvitation(invitation, { email: "bob@example.com" }, "accept", now)).toEqual({
      ok: false,
      code: "not_found",
    });
    expect(mayAnswerInvitation(invitation, { email: "bob@example.com" }, "decline", now)).toEqual({
      ok: false,
      code: "not_found",
    });
    expect(mayAnswerInvitation(null, { email: "ann@example.com" }, "accept", now)).toEqual({
      ok: false,
      code: "not_found",
    });
  });

  it("refuses to accept an expired invitation, but lets it be declined", () => {
    const later = new Date(now.getTime() + 1000);
    expect(mayAnswerInvitation(invitation, { email: "ann@example.com" }, "accept", later)).toEqual({
      ok: false,
      code: "expired",
    });
    expect(mayAnswerInvitation(invitation, { email: "ann@example.com" }, "decline", later)).toEqual({ ok: true });
  });
});
