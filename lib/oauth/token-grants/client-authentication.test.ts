import { describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { InvalidClientError, OAuthError, UnauthorizedClientError } from "../errors";
import type { TokenClientRecord } from "../ports";
import { authenticateClient, stillAuthenticatedAs } from "./client-authentication";
import type { ClientCredentials } from "./token-request";

const NOW = new Date("2026-11-25T12:00:00Z");
const LATER = new Date("2026-11-26T12:00:00Z");

const confidential: TokenClientRecord = {
  clientId: "conf",
  kind: "CONFIDENTIAL",
  status: "APPROVED",
  scopes: ["PROFILE_READ"],
  secrets: [
    { id: "old", hash: hashSecret("old-secret") },
    { id: "new", hash: hashSecret("new-secret") },
  ],
};
const publicClient: TokenClientRecord = {
  clientId: "pub",
  kind: "PUBLIC",
  status: "APPROVED",
  scopes: ["PROFILE_READ"],
  secrets: [],
};
const post = (clientId: string, clientSecret: string | null): ClientCredentials => ({
  clientId,
  clientSecret,
  method: clientSecret === null ? "none" : "client_secret_post",
});

function failure(run: () => unknown): OAuthError {
  try {
    run();
  } catch (error) {
    if (error instanceof OAuthError) return error;
    throw error;
  }
  throw new Error("expected an OAuthError");
}

describe("authenticateClient: confidential clients", () => {
  it("accepts either of two active secrets and says which matched", () => {
    expect(authenticateClient(confidential, post("conf", "old-secret"), NOW)).toEqual({
      clientId: "conf",
      kind: "CONFIDENTIAL",
      status: "APPROVED",
      scopes: ["PROFILE_READ"],
      matchedSecretId: "old",
      matchedSecretExpiresAt: null,
    });
    expect(authenticateClient(confidential, post("conf", "new-secret"), NOW).matchedSecretId).toBe("new");
  });

  it("compares against every active secret even when the first one matches", () => {
    // Each secret counts the reads of its hash: a comparison that stopped at the first match would skip one.
    const reads = new Map<string, number>();
    const counted = (id: string, secret: string) => {
      const hash = hashSecret(secret);
      return {
        id,
        get hash() {
          reads.set(id, (reads.get(id) ?? 0) + 1);
          return hash;
        },
      };
    };
    const client = { ...confidential, secrets: [counted("old", "old-secret"), counted("new", "new-secret")] };
    expect(authenticateClient(client, post("conf", "old-secret"), NOW).matchedSecretId).toBe("old");
    expect(reads).toEqual(
      new Map([
        ["old", 1],
        ["new", 1],
      ]),
    );
  });

  it("accepts the secret via Basic just as via the body", () => {
    expect(
      authenticateClient(
        confidential,
        { clientId: "conf", clientSecret: "new-secret", method: "client_secret_basic" },
        NOW,
      ).matchedSecretId,
    ).toBe("new");
  });

  it("refuses a wrong secret with invalid_client (401)", () => {
    const error = failure(() => authenticateClient(confidential, post("conf", "wrong"), NOW));
    expect(error).toBeInstanceOf(InvalidClientError);
    expect(error.status).toBe(401);
  });

  it("refuses a missing secret", () => {
    expect(failure(() => authenticateClient(confidential, post("conf", null), NOW))).toBeInstanceOf(InvalidClientError);
  });

  it("refuses the stored hash presented as the secret", () => {
    expect(failure(() => authenticateClient(confidential, post("conf", hashSecret("old-secret")), NOW))).toBeInstanceOf(
      InvalidClientError,
    );
  });

  it("refuses every secret once its hash is no longer active (revoked secret)", () => {
    const rotated = { ...confidential, secrets: confidential.secrets.filter((s) => s.id === "new") };
    expect(failure(() => authenticateClient(rotated, post("conf", "old-secret"), NOW))).toBeInstanceOf(
      InvalidClientError,
    );
  });

  it("refuses a confidential client that has no secret at all", () => {
    expect(failure(() => authenticateClient({ ...confidential, secrets: [] }, post("conf", ""), NOW))).toBeInstanceOf(
      InvalidClientError,
    );
  });
});

describe("authenticateClient: public clients", () => {
  it("accepts client_id alone", () => {
    expect(authenticateClient(publicClient, post("pub", null), NOW)).toEqual({
      clientId: "pub",
      kind: "PUBLIC",
      status: "APPROVED",
      scopes: ["PROFILE_READ"],
      matchedSecretId: null,
      matchedSecretExpiresAt: null,
    });
  });

  it("refuses a public client that sends a secret", () => {
    expect(failure(() => authenticateClient(publicClient, post("pub", "anything"), NOW))).toBeInstanceOf(
      InvalidClientError,
    );
  });
});

describe("authenticateClient: unknown and unapproved clients", () => {
  it("refuses an unknown client with invalid_client", () => {
    expect(failure(() => authenticateClient(null, post("nobody", "x"), NOW))).toBeInstanceOf(InvalidClientError);
  });

  it("refuses a record that is not the client named in the request", () => {
    expect(failure(() => authenticateClient(confidential, post("other", "old-secret"), NOW))).toBeInstanceOf(
      InvalidClientError,
    );
  });

  it.each(["PENDING", "REJECTED", "SUSPENDED"] as const)(
    "refuses a %s client with unauthorized_client once authenticated",
    (status) => {
      const error = failure(() => authenticateClient({ ...confidential, status }, post("conf", "old-secret"), NOW));
      expect(error).toBeInstanceOf(UnauthorizedClientError);
      expect(error.status).toBe(400);
      expect(failure(() => authenticateClient({ ...publicClient, status }, post("pub", null), NOW))).toBeInstanceOf(
        UnauthorizedClientError,
      );
    },
  );

  it("does not reveal an unapproved client's state to a caller with the wrong secret", () => {
    expect(
      failure(() => authenticateClient({ ...confidential, status: "PENDING" }, post("conf", "wrong"), NOW)),
    ).toBeInstanceOf(InvalidClientError);
  });
});

describe("authenticateClient: a rolled secret's expiry", () => {
  const rolling: TokenClientRecord = {
    ...confidential,
    secrets: [
      { id: "old", hash: hashSecret("old-secret"), expiresAt: new Date(NOW.getTime() + 1000) },
      { id: "new", hash: hashSecret("new-secret"), expiresAt: null },
    ],
  };

  it("accepts the old secret until its expiry, and the new one throughout", () => {
    expect(authenticateClient(rolling, post("conf", "old-secret"), NOW).matchedSecretId).toBe("old");
    expect(authenticateClient(rolling, post("conf", "new-secret"), NOW).matchedSecretId).toBe("new");
  });

  it("refuses the old secret from its expiry on, with the same error as a wrong secret", () => {
    const at = new Date(NOW.getTime() + 1000);
    const expired = failure(() => authenticateClient(rolling, post("conf", "old-secret"), at));
    const wrong = failure(() => authenticateClient(rolling, post("conf", "wrong"), at));
    expect(expired).toBeInstanceOf(InvalidClientError);
    expect(expired.toJSON()).toEqual(wrong.toJSON());
    expect(authenticateClient(rolling, post("conf", "new-secret"), at).matchedSecretId).toBe("new");
  });
});

describe("stillAuthenticatedAs: the client a write is made for has not changed", () => {
  const rolling = { ...confidential, secrets: [{ id: "old", hash: hashSecret("old-secret"), expiresAt: LATER }] };
  const as = authenticateClient(rolling, post("conf", "old-secret"), NOW);

  it("holds while status, kind, scopes and the matched secret with its expiry are as authenticated", () => {
    expect(as.matchedSecretExpiresAt).toEqual(LATER);
    expect(stillAuthenticatedAs(rolling, as)).toBe(true);
    // Another secret added or removed changes nothing the request relied on.
    expect(stillAuthenticatedAs({ ...rolling, secrets: [...rolling.secrets, { id: "x", hash: "h" }] }, as)).toBe(true);
  });

  it("fails for a suspended client, other scopes, another kind, or a secret revoked or re-dated", () => {
    const changed: TokenClientRecord[] = [
      { ...rolling, status: "SUSPENDED" },
      { ...rolling, scopes: [] },
      { ...rolling, scopes: ["PROFILE_READ", "BOOKING_READ"] },
      { ...rolling, kind: "PUBLIC" },
      { ...rolling, secrets: [] },
      { ...rolling, secrets: [{ ...rolling.secrets[0]!, expiresAt: NOW }] },
      { ...rolling, secrets: [{ ...rolling.secrets[0]!, expiresAt: null }] },
      { ...rolling, clientId: "other" },
    ];
    for (const stored of changed) expect(stillAuthenticatedAs(stored, as)).toBe(false);
    expect(stillAuthenticatedAs(null, as)).toBe(false);
  });

  it("asks nothing of secrets for a public client", () => {
    const pub = authenticateClient(publicClient, post("pub", null), NOW);
    expect(stillAuthenticatedAs(publicClient, pub)).toBe(true);
    expect(stillAuthenticatedAs({ ...publicClient, status: "PENDING" }, pub)).toBe(false);
  });
});
