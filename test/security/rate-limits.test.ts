// Rate limits on the shared store: counters live in the database (or Redis), so they survive a
// restart, hold across server processes, and flooding other keys cannot lift a lock.
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { MAX_FAILURES } from "@/lib/auth/sign-in-throttle";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { seedDemoData } from "../demo-seed";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { LIMITS } from "@/lib/server/rate-limit/limits";
import { installDatabase } from "@/lib/db/db";
import { withTestDatabase } from "../test-database";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { POST as revokePOST } from "@/app/v2/auth/oauth2/revoke/route";
import { getMetrics } from "@/lib/observability/metrics";
import { issuer } from "@/lib/server/roots/oauth";
import { CONF, PUB, authorizeAndAllow, confQuery, demoUser, pkcePair, tokenRequest } from "../oauth/oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

/**
 * The token endpoint's failure budgets are per minute. A test that spends one holds the clock still
 * (only Date is faked; every request of it happens at one instant), so the window cannot lapse
 * midway however slow the machine is.
 */
const holdTheClock = () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
};

/** A new server process: nothing remembered in memory, only what the store holds. */
const restartProcess = () => {
  (globalThis as { __rateLimiters?: unknown }).__rateLimiters = undefined;
};
const authorize = (email: string, password: string, address: string) => {
  const provider = getAuthOptions().providers[0] as unknown as {
    options: {
      authorize: (c: Record<string, string>, r: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
    };
  };
  return provider.options.authorize({ email, password }, { headers: { "x-oauth-peer-address": address } });
};

describe("sign-in lock of an address on an account", () => {
  it("survives a restart, holds in another process, is not lifted by flooding other keys, and locks only that address", async () => {
    const victim = DEMO_USERS.admin;
    const attacker = "198.51.100.7";
    for (let i = 0; i < MAX_FAILURES; i++) expect(await authorize(victim.email, "wrong-password", attacker)).toBeNull();
    restartProcess();
    await expect(authorize(victim.email, victim.password, attacker)).rejects.toThrow("TooManyAttempts");
    for (let i = 0; i < 300; i++) await hit("SIGN_IN_ACCOUNT_IP", `${attacker}|junk-${i}@example.com`);
    restartProcess();
    await expect(authorize(victim.email, victim.password, attacker)).rejects.toThrow("TooManyAttempts");
    expect(await authorize(DEMO_USERS.user.email, DEMO_USERS.user.password, "203.0.113.3")).not.toBeNull();
    // The owner from anywhere else is not locked out.
    expect(await authorize(victim.email, victim.password, "203.0.113.2")).not.toBeNull();
  });
});

describe("a limiter whose store could not be opened", () => {
  it("is built again by the next call once the database answers, instead of failing every call until a restart", async () => {
    const slot = globalThis as { __oauthServiceDb?: Promise<unknown> };
    restartProcess();
    const away = Promise.reject(new Error("database away"));
    away.catch(() => {});
    slot.__oauthServiceDb = away;
    try {
      await expect(hit("REGISTRATION_IP", "198.51.100.70")).rejects.toThrow("database away");
    } finally {
      installDatabase(ctx.db);
    }
    expect(await hit("REGISTRATION_IP", "198.51.100.70")).toMatchObject({ allowed: true });
  });
});

describe("what a count reads", () => {
  it("is what is left in the window, from the count itself, shared by every process", async () => {
    const key = `198.51.100.71-${Date.now()}`;
    const first = await hit("REGISTRATION_IP", key);
    restartProcess();
    const second = await hit("REGISTRATION_IP", key);
    expect(first).toMatchObject({ allowed: true, reading: { limit: "REGISTRATION_IP", remaining: 19 } });
    expect(second).toMatchObject({ allowed: true, reading: { limit: "REGISTRATION_IP", remaining: 18 } });
    const reset = second.reading!.resetSeconds;
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(24 * 3600);
  });
});

describe("token endpoint failures", () => {
  holdTheClock();
  it("answers 429 with Retry-After once a client keeps failing and in every process", async () => {
    const wrong = () =>
      tokenRequest({
        grant_type: "refresh_token",
        refresh_token: "nope",
        client_id: CONF.clientId,
        client_secret: "wrong",
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await wrong()).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: "temporarily_unavailable" });
    restartProcess();
    // Another process learns it at the client's next failure.
    expect((await wrong()).status).toBe(429);
  });
});

describe("token endpoint failures are counted per address: nobody can lock a client out from elsewhere", () => {
  holdTheClock();
  const from = (address: string) => ({ headers: { "x-oauth-peer-address": address } });
  const basic = `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}`;
  const inspection = (handler: (r: Request) => Promise<Response>, address: string, authorization = basic) =>
    handler(
      new Request("http://localhost:3000/v2/auth/oauth2/x", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization,
          "x-oauth-peer-address": address,
        },
        body: "token=anything",
      }),
    );
  const codeFor = async (query: Record<string, string>) => (await authorizeAndAllow(query, await demoUser())).code;
  // Dead codes and tokens sent for a client: one more than its budget of them from an address
  // (TOKEN_GRANT_FAILURES), so counting them against the client there would lock it out. More add
  // nothing but requests.
  const PAST_GRANT_BUDGET = LIMITS.TOKEN_GRANT_FAILURES.points + 1;

  it("wrong secrets for a client from address A: A gets 429, the client itself still gets 200 from B", async () => {
    const attacker = "203.0.113.66";
    const wrong = () =>
      tokenRequest(
        { grant_type: "refresh_token", refresh_token: "nope", client_id: CONF.clientId, client_secret: "wrong" },
        from(attacker),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await wrong()).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const wrongRevoke = await inspection(
      revokePOST,
      attacker,
      `Basic ${Buffer.from(`${CONF.clientId}:wrong`).toString("base64")}`,
    );
    expect(wrongRevoke.status).toBe(429);

    const legit = "198.51.100.200";
    const code = await codeFor(confQuery({ scope: "PROFILE_READ" }));
    const exchanged = await tokenRequest(
      {
        grant_type: "authorization_code",
        code,
        redirect_uri: CONF.redirectUris[0]!,
        client_id: CONF.clientId,
        client_secret: CONF.secret,
      },
      from(legit),
    );
    expect(exchanged.status).toBe(200);
    expect((await inspection(revokePOST, legit)).status).toBe(200);
    expect((await inspection(introspectPOST, legit)).status).toBe(200);
    // Also in a process that learnt nothing in memory yet.
    restartProcess();
    expect((await inspection(introspectPOST, legit)).status).toBe(200);
  });

  it("a confidential backend relaying planted bad codes and dead tokens past every budget with its right secret is not locked out", async () => {
    const backend = "198.51.100.10";
    // Codes and tokens together also pass the address's budget (TOKEN_IP_FAILURES).
    expect(2 * PAST_GRANT_BUDGET).toBeGreaterThan(LIMITS.TOKEN_IP_FAILURES.points);
    const planted = (i: number) =>
      tokenRequest(
        {
          grant_type: "authorization_code",
          code: `planted-garbage-${i}`,
          redirect_uri: CONF.redirectUris[0]!,
          client_id: CONF.clientId,
          client_secret: CONF.secret,
        },
        from(backend),
      );
    for (let i = 0; i < PAST_GRANT_BUDGET; i++) expect((await planted(i)).status).toBe(400);
    const basic = `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}`;
    for (let i = 0; i < PAST_GRANT_BUDGET; i++) {
      const dead = await tokenRequest(
        { grant_type: "refresh_token", refresh_token: `dead-${i}` },
        { headers: { ...from(backend).headers, authorization: basic } },
      );
      expect(dead.status).toBe(400);
    }
    const code = await codeFor(confQuery({ scope: "PROFILE_READ" }));
    const exchanged = await tokenRequest(
      {
        grant_type: "authorization_code",
        code,
        redirect_uri: CONF.redirectUris[0]!,
        client_id: CONF.clientId,
        client_secret: CONF.secret,
      },
      from(backend),
    );
    expect(exchanged.status).toBe(200);
    // Its own wrong secret still counts, from that address, up to the limit.
    const wrong = () =>
      tokenRequest(
        {
          grant_type: "authorization_code",
          code: "x",
          redirect_uri: CONF.redirectUris[0]!,
          client_id: CONF.clientId,
          client_secret: "wrong",
        },
        from(backend),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await wrong()).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("a confidential backend relaying planted bad codes past its budget with private_key_jwt assertions is not locked out", async () => {
    const backend = "198.51.100.11";
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    const client = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: CONF.clientId } });
    const jwk = await exportJWK(publicKey);
    await ctx.db.prisma.clientKey.create({
      data: { clientId: client.id, kid: "relay", alg: "ES256", jwk: { ...jwk }, thumbprint: "relay-thumbprint" },
    });
    let n = 0;
    const assertion = async () => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ jti: `relay-${++n}-${Math.random()}` })
        .setProtectedHeader({ alg: "ES256", kid: "relay" })
        .setIssuer(CONF.clientId)
        .setSubject(CONF.clientId)
        .setAudience(issuer())
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(privateKey);
    };
    const withAssertion = async (code: string) =>
      tokenRequest(
        {
          grant_type: "authorization_code",
          code,
          redirect_uri: CONF.redirectUris[0]!,
          client_id: CONF.clientId,
          client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
          client_assertion: await assertion(),
        },
        from(backend),
      );
    for (let i = 0; i < PAST_GRANT_BUDGET; i++) expect((await withAssertion(`planted-by-key-${i}`)).status).toBe(400);
    const code = await codeFor(confQuery({ scope: "PROFILE_READ" }));
    expect((await withAssertion(code)).status).toBe(200);
  });

  it("a public client's users sending dead refresh tokens from many addresses do not block the app for others", async () => {
    const dead = (address: string) =>
      tokenRequest(
        { grant_type: "refresh_token", refresh_token: "expired-long-ago", client_id: PUB.clientId },
        from(address),
      );
    for (let i = 0; i < PAST_GRANT_BUDGET; i++) expect((await dead(`192.0.2.${i}`)).status).toBe(400);
    // One address that keeps sending dead tokens is slowed, and only that address.
    const noisy = "192.0.2.100";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await dead(noisy)).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);

    const pkce = pkcePair();
    const code = await codeFor({
      client_id: PUB.clientId,
      redirect_uri: PUB.redirectUris[0]!,
      scope: "PROFILE_READ",
      code_challenge: pkce.challenge,
    });
    const exchanged = await tokenRequest(
      {
        grant_type: "authorization_code",
        code,
        redirect_uri: PUB.redirectUris[0]!,
        client_id: PUB.clientId,
        code_verifier: pkce.verifier,
      },
      from("192.0.2.201"),
    );
    expect(exchanged.status).toBe(200);
  });

  it("counts a refusal this process decides from memory like any other refusal", async () => {
    const attacker = "203.0.113.77";
    const wrong = () =>
      tokenRequest(
        { grant_type: "refresh_token", refresh_token: "nope", client_id: "no-such-client", client_secret: "x" },
        from(attacker),
      );
    for (let i = 0; i < 31; i++) await wrong();
    const counted = async () =>
      (await getMetrics().rateLimitRejections.get()).values
        .filter((v) => v.labels.limiter === "TOKEN_CLIENT_FAILURES")
        .reduce((sum, v) => sum + v.value, 0);
    const before = await counted();
    // Over the limit already: refused by the in-memory block, before any store round trip.
    expect((await wrong()).status).toBe(429);
    expect(await counted()).toBe(before + 1);
  });
});

describe("IPv6 callers are counted by their /64", () => {
  holdTheClock();
  it("rotating through one /64's addresses spends one budget; the next /64 has its own", async () => {
    const wrong = (address: string) =>
      tokenRequest(
        { grant_type: "refresh_token", refresh_token: "nope", client_id: CONF.clientId, client_secret: "wrong" },
        { headers: { "x-oauth-peer-address": address } },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await wrong(`2001:db8:66:1:${(i + 1).toString(16)}::1`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await wrong("2001:db8:66:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await wrong("2001:db8:66:2::1")).status).toBe(401);
  });
});
