import { beforeEach, describe, expect, it } from "vitest";
import {
  CONFIDENTIAL,
  type GrantFixture,
  OTHER,
  REDIRECT,
  makeGrantFixture,
  rejectionCode,
} from "../testing/grant-fixture";
import { authorizationCodeGrant } from "./authorization-code-grant";
import type { AuthenticatedClient } from "./client-authentication";
import { DEFAULT_REFRESH_REUSE_WINDOW_SECONDS, refreshTokenGrant } from "./refresh-token-grant";
import { DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS, type TokenResponse } from "./token-response";

let f: GrantFixture;
beforeEach(async () => {
  f = await makeGrantFixture();
});

const credentials = (client: AuthenticatedClient) => ({
  clientId: client.clientId,
  clientSecret: null,
  method: "none" as const,
});

const login = async (
  over: Parameters<GrantFixture["authorize"]>[0] = {},
  client = CONFIDENTIAL,
): Promise<TokenResponse> =>
  authorizationCodeGrant(f.deps(), client, {
    grantType: "authorization_code",
    credentials: credentials(client),
    code: await f.authorize({ clientId: client.clientId, ...over }),
    redirectUri: REDIRECT,
    codeVerifier: null,
  });

const refresh = (refreshToken: string, client: AuthenticatedClient = CONFIDENTIAL, lifetime?: number) =>
  refreshTokenGrant(
    { ...f.deps(), ...(lifetime === undefined ? {} : { refreshTokenIdleLifetimeSeconds: lifetime }) },
    client,
    {
      grantType: "refresh_token",
      credentials: credentials(client),
      refreshToken,
    },
  );

const grantIdOf = async (accessToken: string) => {
  const verified = await f.verify(accessToken);
  if (!verified.ok) throw new Error(`access token did not verify: ${verified.reason}`);
  return verified.token.claims.gid;
};

describe("refreshTokenGrant: rotation", () => {
  it("answers the spec s2.2 response with a new refresh token and a fresh access token", async () => {
    const first = await login();
    f.advance(60);
    const second = await refresh(first.refresh_token);
    expect(Object.keys(second).sort()).toEqual(["access_token", "expires_in", "refresh_token", "scope", "token_type"]);
    expect(second).toMatchObject({ token_type: "bearer", expires_in: 1800 });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
  });

  it("keeps the scopes and the grant of the original authorization", async () => {
    const first = await login({ scopes: ["ORG_BOOKING_READ", "PROFILE_READ"] });
    const second = await refresh(first.refresh_token);
    expect(second.scope).toBe("PROFILE_READ ORG_BOOKING_READ");
    expect(await f.verify(second.access_token)).toMatchObject({
      ok: true,
      token: { scopes: ["PROFILE_READ", "ORG_BOOKING_READ"] },
    });
    expect(await grantIdOf(second.access_token)).toBe(await grantIdOf(first.access_token));
  });

  it("drops scopes the client has given up since, and ends a grant left with none", async () => {
    const first = await login({ scopes: ["ORG_BOOKING_READ", "PROFILE_READ"] });
    const narrowed = await refresh(first.refresh_token, { ...CONFIDENTIAL, scopes: ["PROFILE_READ", "BOOKING_WRITE"] });
    expect(narrowed.scope).toBe("PROFILE_READ");
    expect(await rejectionCode(refresh(narrowed.refresh_token, { ...CONFIDENTIAL, scopes: ["BOOKING_WRITE"] }))).toBe(
      "invalid_grant",
    );
    expect((await f.store.findGrant(await grantIdOf(first.access_token)))?.revokedReason).toBe("client_scopes_removed");
  });

  it("keeps a legacy-unrestricted grant unrestricted, with scope ''", async () => {
    const first = await login({ scopes: [], legacyUnrestricted: true });
    const second = await refresh(first.refresh_token);
    expect(second.scope).toBe("");
    expect(await f.verify(second.access_token)).toMatchObject({ ok: true, token: { legacyUnrestricted: true } });
  });

  it("lets the new refresh token be used in turn", async () => {
    const first = await login();
    const second = await refresh(first.refresh_token);
    const third = await refresh(second.refresh_token);
    expect(third.refresh_token).not.toBe(second.refresh_token);
  });
});

describe("refreshTokenGrant: reuse of a retired token (RFC 9700 s4.14.2)", () => {
  it("refuses the retired token and revokes the whole grant, including the newest refresh token", async () => {
    const first = await login();
    const second = await refresh(first.refresh_token);
    const grantId = await grantIdOf(first.access_token);
    f.advance(DEFAULT_REFRESH_REUSE_WINDOW_SECONDS + 1);

    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(grantId)).toMatchObject({ revokedReason: "refresh_token_reused" });
    expect(await rejectionCode(refresh(second.refresh_token))).toBe("invalid_grant");
  });

  it("leaves another grant of the same user and client untouched", async () => {
    const phone = await login();
    const laptop = await login();
    await refresh(phone.refresh_token);
    f.advance(DEFAULT_REFRESH_REUSE_WINDOW_SECONDS + 1);
    await rejectionCode(refresh(phone.refresh_token));
    expect((await f.store.findGrant(await grantIdOf(laptop.access_token)))?.revokedAt).toBeNull();
    expect((await refresh(laptop.refresh_token)).token_type).toBe("bearer");
  });

  it("never leaves two live refresh tokens after concurrent refreshes with one token", async () => {
    const first = await login();
    const results = await Promise.allSettled([refresh(first.refresh_token), refresh(first.refresh_token)]);
    const issued = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.refresh_token] : []));
    const outcomes = await Promise.allSettled(issued.map((t) => refresh(t)));
    expect(outcomes.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("refuses refresh tokens of a grant revoked for code reuse", async () => {
    const first = await login();
    await f.store.revokeGrant(await grantIdOf(first.access_token), "authorization_code_reused", f.now());
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
  });
});

describe("refreshTokenGrant: refusals", () => {
  it("refuses an unknown refresh token", async () => {
    expect(await rejectionCode(refresh("nope"))).toBe("invalid_grant");
  });

  it("refuses a refresh token presented by another client, without spending it", async () => {
    const first = await login();
    expect(await rejectionCode(refresh(first.refresh_token, OTHER))).toBe("invalid_grant");
    expect((await refresh(first.refresh_token)).token_type).toBe("bearer");
  });

  it("expires a refresh token after the default idle lifetime of 90 days", async () => {
    expect(DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS).toBe(90 * 24 * 3600);
    const first = await login();
    f.advance(DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS - 1);
    const second = await refresh(first.refresh_token);
    f.advance(DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS);
    expect(await rejectionCode(refresh(second.refresh_token))).toBe("invalid_grant");
  });

  it("gives each new refresh token now + the configured lifetime", async () => {
    const first = await login();
    f.advance(100);
    const second = await refresh(first.refresh_token, CONFIDENTIAL, 3600);
    f.advance(3599);
    const third = await refresh(second.refresh_token, CONFIDENTIAL, 3600);
    f.advance(3600);
    expect(await rejectionCode(refresh(third.refresh_token, CONFIDENTIAL, 3600))).toBe("invalid_grant");
  });

  it("does not revoke the grant when a token merely expired", async () => {
    const first = await login();
    const grantId = await grantIdOf(first.access_token);
    f.advance(DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS);
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(grantId)).toMatchObject({ revokedAt: null });
  });
});

describe("refreshTokenGrant: retry window for a lost response", () => {
  it("is 30 seconds by default", () => {
    expect(DEFAULT_REFRESH_REUSE_WINDOW_SECONDS).toBe(30);
  });

  it("answers a retry of the previous token with a fresh pair and kills the successor the client never got", async () => {
    const first = await login();
    const lost = await refresh(first.refresh_token);
    f.advance(DEFAULT_REFRESH_REUSE_WINDOW_SECONDS);
    const retried = await refresh(first.refresh_token);
    expect(retried.refresh_token).not.toBe(lost.refresh_token);
    expect(await rejectionCode(refresh(lost.refresh_token))).toBe("invalid_grant");
  });

  it("keeps the grant alive through a dropped response: the retried token chain goes on", async () => {
    const first = await login();
    await refresh(first.refresh_token); // the response never reaches the client
    const retried = await refresh(first.refresh_token);
    const third = await refresh(retried.refresh_token);
    expect(await f.store.findGrant(await grantIdOf(third.access_token))).toMatchObject({ revokedAt: null });
  });

  it("revokes the grant when the successor was already used", async () => {
    const first = await login();
    const second = await refresh(first.refresh_token);
    const third = await refresh(second.refresh_token);
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({
      revokedReason: "refresh_token_reused",
    });
    expect(await rejectionCode(refresh(third.refresh_token))).toBe("invalid_grant");
  });

  it("revokes the grant when the retry comes after the window", async () => {
    const first = await login();
    await refresh(first.refresh_token);
    f.advance(DEFAULT_REFRESH_REUSE_WINDOW_SECONDS + 1);
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({
      revokedReason: "refresh_token_reused",
    });
  });

  it("has no window when configured to 0", async () => {
    const first = await login();
    await refresh(first.refresh_token);
    const noWindow = refreshTokenGrant({ ...f.deps(), refreshReuseWindowSeconds: 0 }, CONFIDENTIAL, {
      grantType: "refresh_token",
      credentials: credentials(CONFIDENTIAL),
      refreshToken: first.refresh_token,
    });
    expect(await rejectionCode(noWindow)).toBe("invalid_grant");
  });

  it("treats the retired successor coming back after a retry as reuse", async () => {
    const first = await login();
    const stolen = await refresh(first.refresh_token);
    const retried = await refresh(first.refresh_token);
    expect(await rejectionCode(refresh(stolen.refresh_token))).toBe("invalid_grant");
    expect(await rejectionCode(refresh(retried.refresh_token))).toBe("invalid_grant");
  });
});
