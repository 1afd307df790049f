import { describe, expect, it } from "vitest";
import { checkClientScopes } from "@/lib/clients/rules/client-scopes";
import { checkCanGenerateSecret } from "@/lib/clients/rules/client-secrets";
import { applyRedirectUriChange, checkRedirectUriList } from "@/lib/clients/rules/redirect-uris";
import { failureWords } from "./client-failures";

const wordsOf = (outcome: { ok: boolean }) =>
  outcome.ok ? null : failureWords(outcome as Parameters<typeof failureWords>[0]);
const ten = Array.from({ length: 10 }, (_, i) => `https://app.example.com/cb/${i}`);

describe("failureWords", () => {
  it("words a single field problem as the message and beside the field", () => {
    expect(wordsOf(checkClientScopes([]))).toEqual({
      message: "Choose at least one scope.",
      fieldErrors: { scopes: "Choose at least one scope." },
    });
    expect(wordsOf(checkClientScopes(["PROFILE_READ", "profile_read", "ADMIN"]))?.message).toBe(
      "Unknown scope: profile_read, ADMIN.",
    );
  });

  it("names the limits and what to do next", () => {
    expect(wordsOf(applyRedirectUriChange(ten, { op: "add", uri: "https://x.example/cb" }, "PUBLIC"))?.message).toBe(
      "A client can have at most 10 redirect URIs. Remove one before adding another.",
    );
    expect(wordsOf(checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: 2 }))?.message).toContain("Delete");
  });

  it("puts each redirect URI problem beside its entry, naming a refused scheme", () => {
    const words = wordsOf(checkRedirectUriList(["", "http://a.example/cb", "javascript:alert(1)"], "PUBLIC"));
    expect(words?.message).toBe("Please correct the highlighted fields.");
    expect(words?.fieldErrors).toEqual({
      "redirectUris.0": "Enter a redirect URI.",
      "redirectUris.1": "Redirect URI must use https (http is allowed only for localhost, 127.0.0.1 and [::1]).",
      "redirectUris.2": 'The scheme "javascript:" is not allowed.',
    });
  });

  it("tells the loser of a race who decided first", () => {
    const at = new Date("2026-11-22T10:05:00Z");
    const words = failureWords({
      ok: false,
      code: "conflict",
      reason: "already_decided",
      facts: { subject: "client", status: "APPROVED", by: "Ada Admin", at },
    });
    expect(words.message).toBe(
      "This client was already decided by Ada Admin: approved at 2026-11-22 10:05 UTC. Your decision was not applied; reload to see its current state.",
    );
    // An administrator reads the time in their own zone, as on the rest of the review pages.
    expect(
      failureWords(
        {
          ok: false,
          code: "conflict",
          reason: "already_decided",
          facts: { subject: "change", status: "REJECTED", by: null, at },
        },
        { timeZone: "Europe/Berlin" },
      ).message,
    ).toBe(
      "This change request was already decided: rejected at 2026-11-22 11:05 CET. Your decision was not applied; reload to see its current state.",
    );
  });
});
