import { describe, expect, it } from "vitest";
import { describeChangeDecision, describeClientDecision, pendingChangeLines } from "./review-state";

const at = new Date("2025-03-04T05:06:00Z");
const delta = {
  addedScopes: ["ORG_BOOKING_WRITE"],
  addedRedirectUris: ["https://new.example/cb"],
  removedScopes: [],
  removedRedirectUris: ["https://old.example/cb"],
};

describe("describeClientDecision", () => {
  it("names the reviewer, the time and the reason of a rejection or suspension", () => {
    expect(
      describeClientDecision({
        outcome: "rejected",
        reason: "Add a privacy policy.",
        decidedAt: at,
        decidedBy: "Ada Admin",
      }),
    ).toEqual({
      headline: "Rejected by Ada Admin on 2025-03-04 05:06 UTC",
      reasonLabel: "Reason",
      reason: "Add a privacy policy.",
    });
    expect(
      describeClientDecision({ outcome: "suspended", reason: "Abuse", decidedAt: at, decidedBy: null }).headline,
    ).toBe("Suspended by an administrator on 2025-03-04 05:06 UTC");
  });

  it("calls an approval's words a note", () => {
    expect(
      describeClientDecision({ outcome: "approved", reason: null, decidedAt: at, decidedBy: "Ada Admin" }),
    ).toMatchObject({ reasonLabel: "Reviewer's note", reason: null });
  });
});

describe("pendingChangeLines", () => {
  it("lists what the change adds and what goes only when it is approved, skipping empty lists", () => {
    expect(pendingChangeLines(delta)).toEqual([
      "Scopes to add: ORG_BOOKING_WRITE",
      "Redirect URIs to add: https://new.example/cb",
      "Redirect URIs removed when approved: https://old.example/cb",
    ]);
  });
});

describe("describeChangeDecision", () => {
  const change = {
    delta,
    requestedAt: new Date("2025-03-01T00:00:00Z"),
    reviewedAt: at,
    reviewedBy: { name: "Ada Admin" },
  };

  it("says an approved change is live and what it changed", () => {
    expect(describeChangeDecision({ ...change, status: "APPROVED", reviewNote: null })).toEqual({
      headline: "Your change of 2025-03-01 00:00 UTC was approved by Ada Admin on 2025-03-04 05:06 UTC and is live.",
      reasonLabel: "Reviewer's note",
      reason: null,
      lines: ["Added: ORG_BOOKING_WRITE, https://new.example/cb", "Removed: https://old.example/cb"],
    });
  });

  it("says a rejected change was discarded, with the reason", () => {
    expect(
      describeChangeDecision({ ...change, status: "REJECTED", reviewNote: "Org-wide writes are not justified." }),
    ).toMatchObject({
      headline: expect.stringMatching(
        /was rejected by Ada Admin on 2025-03-04 05:06 UTC and discarded; the approved configuration did not change\.$/,
      ),
      reasonLabel: "Reason",
      reason: "Org-wide writes are not justified.",
      lines: ["Not added: ORG_BOOKING_WRITE, https://new.example/cb", "Not removed: https://old.example/cb"],
    });
  });

  it("has nothing to say about a change that is pending or was replaced", () => {
    expect(describeChangeDecision({ ...change, status: "PENDING", reviewNote: null })).toBeNull();
    expect(describeChangeDecision({ ...change, status: "SUPERSEDED", reviewNote: null })).toBeNull();
  });

  it("names the app details a change proposes, when it proposes some", () => {
    const details = {
      addedScopes: [],
      addedRedirectUris: [],
      removedScopes: [],
      removedRedirectUris: [],
      details: { name: "New", termsOfServiceUrl: null },
    };
    expect(pendingChangeLines(details)).toEqual(["App details to change: name, terms of service"]);
    expect(describeChangeDecision({ ...change, delta: details, status: "APPROVED", reviewNote: null })?.lines).toEqual([
      "App details changed: name, terms of service",
    ]);
  });

  it("names a waiting or decided token binding", () => {
    const delta = {
      addedScopes: [],
      addedRedirectUris: [],
      removedScopes: [],
      removedRedirectUris: [],
      dpopBoundAccessTokens: true,
    };
    expect(pendingChangeLines(delta)).toEqual(["Token binding when approved: DPoP required"]);
    const decided = describeChangeDecision({
      status: "REJECTED",
      requestedAt: new Date("2026-01-01T00:00:00Z"),
      reviewedAt: null,
      reviewedBy: null,
      reviewNote: "no",
      delta,
    } as Parameters<typeof describeChangeDecision>[0]);
    expect(decided?.lines).toEqual(["Token binding not changed to: DPoP required"]);
  });
});
