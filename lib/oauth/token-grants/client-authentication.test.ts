import { describe, expect, it, vi } from "vitest";
import { hashSecret, secretMatchesHash } from "../constant-time";
import { InvalidClientError, OAuthError, UnauthorizedClientError } from "../errors";
import type { TokenClientRecord } from "../ports";
import { authenticateClient } from "./client-authentication";
import type { ClientCredentials } from "./token-request";

// Spy on the comparison, keeping its real behaviour, to see that no secret is skipped.
vi.mock("../constant-time", async (importOriginal) => {
  const real = await importOriginal<typeof import("../constant-time")>();
  return { ...real, secretMatchesHash: vi.fn(real.secretMatchesHash) };
});

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
    expect(authenticateClient(confidential, post("conf", "old-secret"))).toEqual({
      clientId: "conf",
      kind: "CONFIDENTIAL",
      scopes: ["PROFILE_READ"],
      matchedSecretId: "old",
    });
    expect(authenticateClient(confidential, post("conf", "new-secret")).matchedSecretId).toBe("new");
  });

  it("compares against every active secret even when the first one matches", () => {
    vi.mocked(secretMatchesHash).mockClear();
    authenticateClient(confidential, post("conf", "old-secret"));
    expect(vi.mocked(secretMatchesHash)).toHaveBeenCalledTimes(2);
  });

  it("accepts the secret via Basic just as via the body", () => {
    expect(
      authenticateClient(confidential, { clientId: "conf", clientSecret: "new-secret", method: "client_secret_basic" })
        .matchedSecretId,
    ).toBe("new");
  });

  it("refuses a wrong secret with invalid_client (401)", () => {
    const error = failure(() => authenticateClient(confidential, post("conf", "wrong")));
    expect(error).toBeInstanceOf(InvalidClientError);
    expect(error.status).toBe(401);
  });

  it("refuses a missing secret", () => {
    expect(failure(() => authenticateClient(confidential, post("conf", null)))).toBeInstanceOf(InvalidClientError);
  });

  it("refuses the stored hash presented as the secret", () => {
    expect(failure(() => authenticateClient(confidential, post("conf", hashSecret("old-secret"))))).toBeInstanceOf(
      InvalidClientError,
    );
  });

  it("refuses every secret once its hash is no longer active (revoked secret)", () => {
    const rotated = { ...confidential, secrets: confidential.secrets.filter((s) => s.id === "new") };
    expect(failure(() => authenticateClient(rotated, post("conf", "old-secret")))).toBeInstanceOf(InvalidClientError);
  });

  it("refuses a confidential client that has no secret at all", () => {
    expect(failure(() => authenticateClient({ ...confidential, secrets: [] }, post("conf", "")))).toBeInstanceOf(
      InvalidClientError,
    );
  });
});

describe("authenticateClient: public clients", () => {
  it("accepts client_id alone", () => {
    expect(authenticateClient(publicClient, post("pub", null))).toEqual({
      clientId: "pub",
      kind: "PUBLIC",
      scopes: ["PROFILE_READ"],
      matchedSecretId: null,
    });
  });

  it("refuses a public client that sends a secret", () => {
    expect(failure(() => authenticateClient(publicClient, post("pub", "anything")))).toBeInstanceOf(InvalidClientError);
  });
});

describe("authenticateClient: unknown and unapproved clients", () => {
  it("refuses an unknown client with invalid_client", () => {
    expect(failure(() => authenticateClient(null, post("nobody", "x")))).toBeInstanceOf(InvalidClientError);
  });

  it("refuses a record that is not the client named in the request", () => {
    expect(failure(() => authenticateClient(confidential, post("other", "old-secret")))).toBeInstanceOf(
      InvalidClientError,
    );
  });

  it.each(["PENDING", "REJECTED", "SUSPENDED"] as const)(
    "refuses a %s client with unauthorized_client once authenticated",
    (status) => {
      const error = failure(() => authenticateClient({ ...confidential, status }, post("conf", "old-secret")));
      expect(error).toBeInstanceOf(UnauthorizedClientError);
      expect(error.status).toBe(400);
      expect(failure(() => authenticateClient({ ...publicClient, status }, post("pub", null)))).toBeInstanceOf(
        UnauthorizedClientError,
      );
    },
  );

  it("does not reveal an unapproved client's state to a caller with the wrong secret", () => {
    expect(
      failure(() => authenticateClient({ ...confidential, status: "PENDING" }, post("conf", "wrong"))),
    ).toBeInstanceOf(InvalidClientError);
  });
});
