import { beforeEach, describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { computeS256Challenge } from "../pkce";
import {
  CONFIDENTIAL,
  type GrantFixture,
  OTHER,
  PUBLIC,
  REDIRECT,
  VERIFIER,
  makeGrantFixture,
  rejectionCode,
} from "../testing/grant-fixture";
import { readFamilyMark } from "../refresh-token-family";
import { authorizationCodeGrant } from "./authorization-code-grant";
import type { AuthenticatedClient } from "./client-authentication";

let f: GrantFixture;
beforeEach(async () => {
  f = await makeGrantFixture();
});

const exchange = (
  code: string,
  client: AuthenticatedClient = CONFIDENTIAL,
  over: { redirectUri?: string; codeVerifier?: string | null } = {},
) =>
  authorizationCodeGrant(f.deps(), client, {
    grantType: "authorization_code",
    credentials: { clientId: client.clientId, clientSecret: null, method: "none" },
    code,
    redirectUri: over.redirectUri ?? REDIRECT,
    codeVerifier: over.codeVerifier ?? null,
  });

const grantIdOf = async (accessToken: string) => {
  const verified = await f.verify(accessToken);
  if (!verified.ok) throw new Error(`access token did not verify: ${verified.reason}`);
  return verified.token.claims.gid;
};

describe("authorizationCodeGrant: success", () => {
  it("answers exactly the spec s2.2 token response", async () => {
    const response = await exchange(await f.authorize());
    expect(Object.keys(response).sort()).toEqual([
      "access_token",
      "expires_in",
      "refresh_token",
      "scope",
      "token_type",
    ]);
    expect(response).toMatchObject({ token_type: "bearer", expires_in: 1800, scope: "BOOKING_READ PROFILE_READ" });
    expect(response.refresh_token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
  });

  it("marks the first refresh token as the grant's, with a mark that verifies", async () => {
    const response = await exchange(await f.authorize());
    const grantId = await grantIdOf(response.access_token);
    expect(readFamilyMark(f.deps().refreshTokenFamilyKey, response.refresh_token)).toEqual({
      grantId,
      authentic: true,
    });
    expect(response.refresh_token.startsWith(`${grantId}.`)).toBe(true);
  });

  it("issues an access token for the user, client, grant and scopes of the code", async () => {
    const response = await exchange(await f.authorize({ scopes: ["PROFILE_READ", "ORG_BOOKING_READ"] }));
    const verified = await f.verify(response.access_token);
    expect(verified).toMatchObject({
      ok: true,
      token: {
        claims: { sub: "user-1", client_id: "conf" },
        scopes: ["PROFILE_READ", "ORG_BOOKING_READ"],
        legacyUnrestricted: false,
      },
    });
    expect(response.scope).toBe("PROFILE_READ ORG_BOOKING_READ");
    const grant = await f.store.findGrant(await grantIdOf(response.access_token));
    expect(grant).toMatchObject({
      clientId: "conf",
      userId: "user-1",
      scopes: ["PROFILE_READ", "ORG_BOOKING_READ"],
      revokedAt: null,
    });
  });

  it("stores the refresh token hashed only", async () => {
    const response = await exchange(await f.authorize());
    expect(f.store.refreshTokens.has(hashSecret(response.refresh_token))).toBe(true);
    expect(f.store.refreshTokens.has(response.refresh_token)).toBe(false);
  });

  it("gives a legacy-unrestricted grant the scope '' and an access token without scope", async () => {
    const response = await exchange(await f.authorize({ scopes: [], legacyUnrestricted: true }));
    expect(response.scope).toBe("");
    expect(await f.verify(response.access_token)).toMatchObject({
      ok: true,
      token: { legacyUnrestricted: true, scopes: [] },
    });
  });

  it("accepts a code up to the last second of its ten minutes", async () => {
    const code = await f.authorize();
    f.advance(599);
    expect((await exchange(code)).token_type).toBe("bearer");
  });
});

describe("authorizationCodeGrant: refusals", () => {
  it("refuses an unknown code", async () => {
    expect(await rejectionCode(exchange("no-such-code"))).toBe("invalid_grant");
  });

  it("refuses an expired code", async () => {
    const code = await f.authorize();
    f.advance(600);
    expect(await rejectionCode(exchange(code))).toBe("invalid_grant");
  });

  it("refuses a code issued to another client, without burning it for its own client", async () => {
    const code = await f.authorize();
    expect(await rejectionCode(exchange(code, OTHER))).toBe("invalid_grant");
    const own = await exchange(code);
    expect(own.token_type).toBe("bearer");
  });

  it("lets no other client revoke a grant by replaying its code", async () => {
    const code = await f.authorize();
    const own = await exchange(code);
    expect(await rejectionCode(exchange(code, OTHER))).toBe("invalid_grant");
    expect((await f.store.findGrant(await grantIdOf(own.access_token)))?.revokedAt).toBeNull();
  });

  it("refuses a redirect_uri that differs from the authorization request's, even by a slash", async () => {
    expect(await rejectionCode(exchange(await f.authorize(), CONFIDENTIAL, { redirectUri: `${REDIRECT}/` }))).toBe(
      "invalid_grant",
    );
    expect(
      await rejectionCode(
        exchange(await f.authorize(), CONFIDENTIAL, { redirectUri: "https://app.example.com/other" }),
      ),
    ).toBe("invalid_grant");
  });

  it("uses the code up on a failed attempt, so it cannot be retried", async () => {
    const code = await f.authorize();
    await rejectionCode(exchange(code, CONFIDENTIAL, { redirectUri: "https://evil.example.com/cb" }));
    expect(await rejectionCode(exchange(code))).toBe("invalid_grant");
  });
});

describe("authorizationCodeGrant: code reuse (RFC 6749 s4.1.2)", () => {
  it("refuses a second use and revokes the grant and every refresh token issued from the code", async () => {
    const code = await f.authorize();
    const first = await exchange(code);
    const grantId = await grantIdOf(first.access_token);

    expect(await rejectionCode(exchange(code))).toBe("invalid_grant");
    expect(await f.store.findGrant(grantId)).toMatchObject({ revokedReason: "authorization_code_reused" });
    expect(f.store.liveRefreshTokenHashes(grantId)).toEqual([]);
  });

  it("leaves the user's other grants of the same client untouched", async () => {
    const other = await exchange(await f.authorize());
    const code = await f.authorize();
    await exchange(code);
    await rejectionCode(exchange(code));
    expect((await f.store.findGrant(await grantIdOf(other.access_token)))?.revokedAt).toBeNull();
  });

  it("lets exactly one of several concurrent exchanges of one code succeed", async () => {
    const code = await f.authorize();
    const results = await Promise.allSettled([exchange(code), exchange(code), exchange(code)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(2);
  });

  it("consumes the code and creates the grant together: a failure midway leaves the code usable", async () => {
    const code = await f.authorize();
    const failing = {
      ...f.deps(),
      randomBytes: () => {
        throw new Error("storage went away");
      },
    };
    await expect(
      authorizationCodeGrant(failing, CONFIDENTIAL, {
        grantType: "authorization_code",
        credentials: { clientId: "conf", clientSecret: null, method: "none" },
        code,
        redirectUri: REDIRECT,
        codeVerifier: null,
      }),
    ).rejects.toThrow("storage went away");
    expect((await exchange(code)).token_type).toBe("bearer");
  });

  it("still uses the code up when the exchange is refused (no probing)", async () => {
    const code = await f.authorize();
    expect(await rejectionCode(exchange(code, CONFIDENTIAL, { redirectUri: "https://app.example.com/other" }))).toBe(
      "invalid_grant",
    );
    expect(await rejectionCode(exchange(code))).toBe("invalid_grant");
  });
});

describe("authorizationCodeGrant: PKCE (RFC 7636)", () => {
  const challenge = computeS256Challenge(VERIFIER);

  it("accepts the right verifier", async () => {
    const code = await f.authorize({ clientId: "pub", codeChallenge: challenge });
    expect((await exchange(code, PUBLIC, { codeVerifier: VERIFIER })).token_type).toBe("bearer");
  });

  it("refuses a missing verifier with invalid_request when a challenge was stored", async () => {
    const code = await f.authorize({ clientId: "pub", codeChallenge: challenge });
    expect(await rejectionCode(exchange(code, PUBLIC))).toBe("invalid_request");
  });

  it("refuses a wrong verifier with invalid_grant", async () => {
    const code = await f.authorize({ clientId: "pub", codeChallenge: challenge });
    expect(await rejectionCode(exchange(code, PUBLIC, { codeVerifier: `${VERIFIER}x` }))).toBe("invalid_grant");
  });

  it("requires the verifier from a confidential client that used PKCE", async () => {
    const code = await f.authorize({ codeChallenge: challenge });
    expect(await rejectionCode(exchange(code))).toBe("invalid_request");
    const again = await f.authorize({ codeChallenge: challenge });
    expect((await exchange(again, CONFIDENTIAL, { codeVerifier: VERIFIER })).token_type).toBe("bearer");
  });

  it("refuses a verifier when no challenge was used (PKCE downgrade, RFC 9700 s2.1.1)", async () => {
    expect(await rejectionCode(exchange(await f.authorize(), CONFIDENTIAL, { codeVerifier: VERIFIER }))).toBe(
      "invalid_grant",
    );
  });

  it("never exchanges a public client's code that has no challenge", async () => {
    expect(await rejectionCode(exchange(await f.authorize({ clientId: "pub" }), PUBLIC))).toBe("invalid_grant");
  });
});

describe("authorizationCodeGrant: legacy grants (spec s3.2)", () => {
  it("revokes the user's earlier legacy-unrestricted grants of the client when a scoped grant is created", async () => {
    const legacy = await exchange(await f.authorize({ scopes: [], legacyUnrestricted: true }));
    const legacyGrantId = await grantIdOf(legacy.access_token);
    await exchange(await f.authorize({ scopes: ["PROFILE_READ"] }));
    expect(await f.store.findGrant(legacyGrantId)).toMatchObject({ revokedReason: "superseded_by_scoped_grant" });
    expect(f.store.liveRefreshTokenHashes(legacyGrantId)).toEqual([]);
  });

  it("keeps earlier legacy grants while the user only re-authorizes without scope", async () => {
    const first = await exchange(await f.authorize({ scopes: [], legacyUnrestricted: true }));
    await exchange(await f.authorize({ scopes: [], legacyUnrestricted: true }));
    expect((await f.store.findGrant(await grantIdOf(first.access_token)))?.revokedAt).toBeNull();
  });

  it("does not touch legacy grants of other users or other clients", async () => {
    const otherUser = await exchange(await f.authorize({ userId: "user-2", scopes: [], legacyUnrestricted: true }));
    const otherClient = await exchange(
      await f.authorize({ clientId: "other", scopes: [], legacyUnrestricted: true }),
      OTHER,
    );
    await exchange(await f.authorize({ scopes: ["PROFILE_READ"] }));
    expect((await f.store.findGrant(await grantIdOf(otherUser.access_token)))?.revokedAt).toBeNull();
    expect((await f.store.findGrant(await grantIdOf(otherClient.access_token)))?.revokedAt).toBeNull();
  });
});

describe("authorizationCodeGrant: the cap on live grants per user and client", () => {
  it("answers 503 temporarily_unavailable when the store gave up on a contended slot, leaving the code usable", async () => {
    const code = await f.authorize();
    const contended = {
      ...f.deps(),
      store: Object.assign(Object.create(f.store) as typeof f.store, {
        exchangeAuthorizationCode: async () => ({ consumed: { status: "contended" as const }, created: null }),
      }),
    };
    const refused = authorizationCodeGrant(contended, CONFIDENTIAL, {
      grantType: "authorization_code",
      credentials: { clientId: "conf", clientSecret: null, method: "none" },
      code,
      redirectUri: REDIRECT,
      codeVerifier: null,
    });
    await expect(refused).rejects.toMatchObject({ code: "temporarily_unavailable", status: 503 });
    expect((await exchange(code)).token_type).toBe("bearer");
  });
});
