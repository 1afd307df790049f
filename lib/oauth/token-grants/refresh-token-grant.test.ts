import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { RETIRED_REFRESH_TOKENS_KEPT } from "./refresh-token-storage";
import type { Scope } from "../scope-catalogue";
import { randomToken } from "../random-token";
import { markedRefreshToken, readFamilyMark } from "../refresh-token-family";
import {
  CONFIDENTIAL,
  type GrantFixture,
  OTHER,
  REDIRECT,
  makeGrantFixture,
  rejectionCode,
} from "../testing/grant-fixture";
import { authorizationCodeGrant } from "./authorization-code-grant";
import { type OutageLog, createOutageLog } from "./outage-log";
import type { AuthenticatedClient } from "./client-authentication";
import { SlowDownError } from "../errors";
import {
  DEFAULT_REFRESH_CEILING,
  DEFAULT_REFRESH_REUSE_WINDOW_SECONDS,
  refreshTokenGrant,
} from "./refresh-token-grant";
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
    // The client gives scopes up in the store; it authenticates with its scopes as they are now.
    const givesUpTo = (scopes: Scope[]) => {
      const stored = f.store.clients.get(CONFIDENTIAL.clientId);
      if (stored) f.store.addClient({ ...stored, scopes });
      return { ...CONFIDENTIAL, scopes };
    };
    const narrowed = await refresh(first.refresh_token, givesUpTo(["PROFILE_READ", "BOOKING_WRITE"]));
    expect(narrowed.scope).toBe("PROFILE_READ");
    expect(await rejectionCode(refresh(narrowed.refresh_token, givesUpTo(["BOOKING_WRITE"])))).toBe("invalid_grant");
    expect((await f.store.findGrant(await grantIdOf(first.access_token)))?.revokedReason).toBe("client_scopes_removed");
  });

  it("keeps the grant's authorization details, less the actions whose scope the client gave up (RFC 9396)", async () => {
    const details = [
      { type: "scheduling" as const, actions: ["book" as const, "read_bookings" as const], max_uses: 1 },
    ];
    const first = await login({ scopes: ["PROFILE_READ"], authorizationDetails: details });
    expect(first.authorization_details).toEqual(details);
    const second = await refresh(first.refresh_token);
    expect(second.authorization_details).toEqual(details);
    const stored = f.store.clients.get(CONFIDENTIAL.clientId);
    const scopes: Scope[] = ["PROFILE_READ", "BOOKING_READ"];
    if (stored) f.store.addClient({ ...stored, scopes });
    const next = await refresh(second.refresh_token, { ...CONFIDENTIAL, scopes });
    expect(next.authorization_details).toEqual([{ ...details[0], actions: ["read_bookings"] }]);
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

  it("answers concurrent refreshes with one token with one and the same successor, each with its own access token", async () => {
    const first = await login();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(first.refresh_token)));
    expect(new Set(answers.map((a) => a.refresh_token)).size).toBe(1);
    expect(new Set(answers.map((a) => a.access_token)).size).toBe(6);
    expect(f.store.liveRefreshTokenHashes(await grantIdOf(first.access_token))).toHaveLength(1);
    expect((await refresh(answers[0]!.refresh_token)).token_type).toBe("bearer");
  });

  it("refuses refresh tokens of a grant revoked for code reuse", async () => {
    const first = await login();
    await f.store.revokeGrant(await grantIdOf(first.access_token), "authorization_code_reused", f.now());
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
  });
});

describe("refreshTokenGrant: reuse of a token whose row was deleted (grant marks)", () => {
  /** Refreshes `times` times, as an attacker with a stolen token would; returns the chain. */
  const chainOf = async (first: TokenResponse, times: number) => {
    const chain = [first];
    for (let i = 0; i < times; i++) {
      f.advance(1);
      chain.push(await refresh(chain.at(-1)!.refresh_token));
    }
    return chain;
  };

  it("revokes the grant when a token 6 generations old, its row deleted, comes back", async () => {
    const first = await login();
    const grantId = await grantIdOf(first.access_token);
    const chain = await chainOf(first, RETIRED_REFRESH_TOKENS_KEPT + 1);
    expect(await f.store.findRefreshToken(hashSecret(first.refresh_token))).toBeNull();

    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(grantId)).toMatchObject({ revokedReason: "refresh_token_reused" });
    expect(await rejectionCode(refresh(chain.at(-1)!.refresh_token))).toBe("invalid_grant");
  });

  it("revokes it however far the chain has moved on, and answers the same once it is revoked", async () => {
    const first = await login();
    const grantId = await grantIdOf(first.access_token);
    const chain = await chainOf(first, 3 * RETIRED_REFRESH_TOKENS_KEPT);
    expect(await rejectionCode(refresh(chain[2]!.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(grantId)).toMatchObject({ revokedReason: "refresh_token_reused" });
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(grantId)).toMatchObject({ revokedReason: "refresh_token_reused" });
  });

  it("revokes nothing for a forged mark: a made-up token, or a real one re-marked for another grant", async () => {
    const victim = await login();
    const victimGrant = await grantIdOf(victim.access_token);
    const attacker = await login();
    const chain = await chainOf(attacker, RETIRED_REFRESH_TOKENS_KEPT + 1);
    const [, secret, mark] = attacker.refresh_token.split(".") as [string, string, string];
    const forgeries = [
      `${victimGrant}.${randomToken((n) => randomBytes(n))}.${"A".repeat(22)}`,
      `${victimGrant}.${secret}.${mark}`,
      `${victimGrant}.${secret}.${markedRefreshToken(new Uint8Array(32).fill(9), victimGrant, secret).split(".")[2]}`,
    ];
    for (const forged of forgeries) expect(await rejectionCode(refresh(forged)), forged).toBe("invalid_grant");
    expect(await f.store.findGrant(victimGrant)).toMatchObject({ revokedAt: null });
    expect((await refresh(victim.refresh_token)).token_type).toBe("bearer");
    expect((await refresh(chain.at(-1)!.refresh_token)).token_type).toBe("bearer");
  });

  it("revokes nothing when another client presents a deleted token of the grant", async () => {
    const first = await login();
    const chain = await chainOf(first, RETIRED_REFRESH_TOKENS_KEPT + 1);
    expect(await rejectionCode(refresh(first.refresh_token, OTHER))).toBe("invalid_grant");
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({ revokedAt: null });
    expect((await refresh(chain.at(-1)!.refresh_token)).token_type).toBe("bearer");
  });

  it("revokes nothing once the whole chain has merely expired", async () => {
    const first = await login();
    const grantId = await grantIdOf(first.access_token);
    await chainOf(first, RETIRED_REFRESH_TOKENS_KEPT + 1);
    f.advance(DEFAULT_REFRESH_TOKEN_IDLE_LIFETIME_SECONDS);
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(grantId)).toMatchObject({ revokedAt: null });
  });
});

describe("refreshTokenGrant: tokens issued before grant marks", () => {
  /** Gives the grant's live token an unmarked 43-character value, as tokens were minted before. */
  const unmarked = (marked: string): string => {
    const legacy = randomToken((n) => randomBytes(n));
    const stored = f.store.refreshTokens.get(hashSecret(marked))!;
    f.store.refreshTokens.delete(hashSecret(marked));
    f.store.refreshTokens.set(hashSecret(legacy), {
      ...stored,
      record: { ...stored.record, tokenHash: hashSecret(legacy) },
    });
    return legacy;
  };

  it("still refresh; the successor carries the grant's mark, the same for parallel refreshes", async () => {
    const first = await login();
    const grantId = await grantIdOf(first.access_token);
    const legacy = unmarked(first.refresh_token);
    expect(legacy).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(legacy)));
    expect(new Set(answers.map((a) => a.refresh_token)).size).toBe(1);
    expect(readFamilyMark(f.deps().refreshTokenFamilyKey, answers[0]!.refresh_token)).toEqual({
      grantId,
      authentic: true,
    });
    expect((await refresh(answers[0]!.refresh_token)).token_type).toBe("bearer");
  });

  it("keep today's reuse rule while their row is stored, and an unknown one is merely invalid", async () => {
    const first = await login();
    const legacy = unmarked(first.refresh_token);
    const second = await refresh(legacy);
    await refresh(second.refresh_token);
    expect(await rejectionCode(refresh(legacy))).toBe("invalid_grant");
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({
      revokedReason: "refresh_token_reused",
    });
    const other = await login();
    expect(await rejectionCode(refresh(randomToken((n) => randomBytes(n))))).toBe("invalid_grant");
    expect((await refresh(other.refresh_token)).token_type).toBe("bearer");
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

  it("answers a retry of the previous token with the same successor, still usable, and a fresh access token", async () => {
    const first = await login();
    const lost = await refresh(first.refresh_token);
    f.advance(DEFAULT_REFRESH_REUSE_WINDOW_SECONDS);
    const retried = await refresh(first.refresh_token);
    expect(retried.refresh_token).toBe(lost.refresh_token);
    expect(retried.access_token).not.toBe(lost.access_token);
    expect((await refresh(retried.refresh_token)).token_type).toBe("bearer");
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

  it("derives the successor under the server key: the same token under another key has another successor", async () => {
    const first = await login();
    const second = await refresh(first.refresh_token);
    const otherKey = refreshTokenGrant({ ...f.deps(), refreshTokenKey: new Uint8Array(32).fill(7) }, CONFIDENTIAL, {
      grantType: "refresh_token",
      credentials: credentials(CONFIDENTIAL),
      refreshToken: first.refresh_token,
    });
    // Not the stored successor: refused without revoking, and the real successor still works.
    expect(await rejectionCode(otherKey)).toBe("invalid_grant");
    expect((await refresh(second.refresh_token)).token_type).toBe("bearer");
  });
});

describe("refreshTokenGrant: retry window across an outage", () => {
  const DOWN_SECONDS = 72;
  const refreshThrough = (log: OutageLog, refreshToken: string) =>
    refreshTokenGrant({ ...f.deps(), outages: log.recent }, CONFIDENTIAL, {
      grantType: "refresh_token",
      credentials: credentials(CONFIDENTIAL),
      refreshToken,
    });
  /** A refresh whose answer is lost, then the database down for DOWN_SECONDS while the client retries. */
  async function lostToAnOutage(log: OutageLog) {
    const first = await login();
    const lost = await refreshThrough(log, first.refresh_token);
    f.advance(1);
    log.noteFailure(f.now()); // the client's retry finds the database gone
    f.advance(DOWN_SECONDS - 1);
    log.noteFailure(f.now()); // and again, just before it is back
    f.advance(2);
    return { first, lost };
  }

  it("answers the retry once the service is back, with the lost successor, and the grant lives on", async () => {
    const log = createOutageLog();
    const { first, lost } = await lostToAnOutage(log);
    const retried = await refreshThrough(log, first.refresh_token);
    expect(retried.refresh_token).toBe(lost.refresh_token);
    log.noteSuccess(f.now());
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({ revokedAt: null });
    expect((await refreshThrough(log, retried.refresh_token)).token_type).toBe("bearer");
  });

  it("still revokes the family for a retry as late without an outage", async () => {
    const first = await login();
    await refresh(first.refresh_token);
    f.advance(DOWN_SECONDS + 1);
    expect(await rejectionCode(refreshThrough(createOutageLog(), first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({
      revokedReason: "refresh_token_reused",
    });
  });

  it("still revokes the family when the retry comes a window after the service is back", async () => {
    const log = createOutageLog();
    const { first } = await lostToAnOutage(log);
    log.noteSuccess(f.now());
    f.advance(DEFAULT_REFRESH_REUSE_WINDOW_SECONDS);
    expect(await rejectionCode(refreshThrough(log, first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({
      revokedReason: "refresh_token_reused",
    });
  });

  it("still revokes the family when the successor was used before the outage", async () => {
    const log = createOutageLog();
    const first = await login();
    const second = await refreshThrough(log, first.refresh_token);
    await refreshThrough(log, second.refresh_token);
    log.noteFailure(f.now());
    f.advance(DOWN_SECONDS);
    expect(await rejectionCode(refreshThrough(log, first.refresh_token))).toBe("invalid_grant");
    expect(await f.store.findGrant(await grantIdOf(first.access_token))).toMatchObject({
      revokedReason: "refresh_token_reused",
    });
  });
});

describe("refreshTokenGrant: ceiling per grant", () => {
  it("is 60 refreshes a minute by default", () => {
    expect(DEFAULT_REFRESH_CEILING).toEqual({ max: 60, seconds: 60 });
  });

  it("answers slow_down (429) with the seconds to wait above the ceiling, and keeps the token usable", async () => {
    const ceiling = { refreshCeiling: { max: 2, seconds: 60 } };
    const run = (refreshToken: string) =>
      refreshTokenGrant({ ...f.deps(), ...ceiling }, CONFIDENTIAL, {
        grantType: "refresh_token",
        credentials: credentials(CONFIDENTIAL),
        refreshToken,
      });
    const first = await login();
    const second = await run(first.refresh_token);
    f.advance(1);
    const third = await run(second.refresh_token);
    f.advance(1);
    const refused = await run(third.refresh_token).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SlowDownError);
    expect(refused).toMatchObject({ code: "slow_down", status: 429, retryAfterSeconds: 58 });
    // A retry of a token already answered costs no rotation, so it is not refused.
    expect((await run(second.refresh_token)).refresh_token).toBe(third.refresh_token);
    f.advance(58);
    expect((await run(third.refresh_token)).token_type).toBe("bearer");
  });
});
