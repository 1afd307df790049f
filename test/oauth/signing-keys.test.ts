import { describe, expect, it, vi } from "vitest";
import { GET as jwksGET } from "@/app/.well-known/jwks.json/route";
import { signAccessToken, verifyAccessToken } from "@/lib/oauth/access-token";
import {
  forgetSigningKeys,
  getSigningKeys,
  keepSigningKeysFresh,
  loadSigningKeys,
  rotateSigningKeys,
  signingKeysRefreshed,
  stopKeepingSigningKeysFresh,
} from "@/lib/server/roots/signing-keys";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

describe("access-token signing keys", () => {
  it("are generated on first use, kept across restarts, stored encrypted and published without the private part", async () => {
    const first = await getSigningKeys();
    forgetSigningKeys(); // as after a restart
    const again = await getSigningKeys();
    expect(again.active.kid).toBe(first.active.kid);
    expect(await ctx.db.prisma.signingKey.count()).toBe(1);

    const row = await ctx.db.prisma.signingKey.findFirstOrThrow();
    expect(row.privateJwkEncrypted).toMatch(/^v1\./);
    expect(row.privateJwkEncrypted).not.toContain('"d"');

    const jwks = (await (await jwksGET()).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: first.active.kid, alg: "ES256", use: "sig", kty: "EC" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });
});

describe("signing-key rotation", () => {
  const signWith = (key: Awaited<ReturnType<typeof getSigningKeys>>["active"], now = new Date()) =>
    signAccessToken(key, {
      issuer: "https://issuer.example",
      audience: "https://api.example",
      userId: "u",
      clientId: "c",
      grantId: "g",
      scopes: ["PROFILE_READ"],
      legacyUnrestricted: false,
      jti: "j",
      now,
    });
  const verifyWith = (keys: Awaited<ReturnType<typeof getSigningKeys>>, token: string, now = new Date()) =>
    verifyAccessToken(token, {
      getKey: keys.getKey,
      issuer: "https://issuer.example",
      audience: "https://api.example",
      now,
    });

  it("adds a new signing key; the old key's tokens verify and JWKS publishes both", async () => {
    const before = await getSigningKeys();
    const oldToken = await signWith(before.active);
    const { kid, published } = await rotateSigningKeys();
    expect(published).toEqual([kid, before.active.kid]);

    const after = await getSigningKeys();
    expect(after.active.kid).toBe(kid);
    expect(await verifyWith(after, oldToken)).toMatchObject({ ok: true });
    expect(await verifyWith(after, await signWith(after.active))).toMatchObject({ ok: true });
    const jwks = (await (await jwksGET()).json()) as { keys: Array<{ kid: string }> };
    expect(jwks.keys.map((k) => k.kid)).toEqual([kid, before.active.kid]);
  });

  it("retires the old key once its longest-lived token has expired (30 min + 1 min skew)", async () => {
    const before = await getSigningKeys();
    const { kid } = await rotateSigningKeys();
    const rotatedAt = (await ctx.db.prisma.signingKey.findUniqueOrThrow({ where: { id: kid } })).createdAt;
    const stillValid = await loadSigningKeys(new Date(rotatedAt.getTime() + 1859_000));
    expect(stillValid.jwks.keys.map((k) => k.kid)).toContain(before.active.kid);

    const later = await loadSigningKeys(new Date(rotatedAt.getTime() + 1860_000));
    expect(later.jwks.keys.map((k) => k.kid)).toEqual([kid]);
    expect(
      (await ctx.db.prisma.signingKey.findUniqueOrThrow({ where: { id: before.active.kid } })).retiredAt,
    ).not.toBeNull();
    forgetSigningKeys();
    const jwks = (await (await jwksGET()).json()) as { keys: Array<{ kid: string }> };
    expect(jwks.keys.map((k) => k.kid)).toEqual([kid]);
  });

  it("picks up a key rotated by another process when a token names it, without a restart", async () => {
    const cached = await getSigningKeys();
    // Another process rotates: this one's cache still holds the old set.
    const { kid } = await rotateSigningKeys();
    const fresh = await loadSigningKeys();
    expect(fresh.active.kid).toBe(kid);
    expect(await verifyWith(cached, await signWith(fresh.active))).toMatchObject({ ok: true });
  });

  it("once a minute old, answers with the keys held and reads them again beside the request", async () => {
    forgetSigningKeys();
    const held = await getSigningKeys();
    const start = Date.now();
    let now = start + 61_000;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now);
    try {
      // Nothing changed: the set read again is the one held, so the tokens it verified stay verified.
      expect(await getSigningKeys()).toBe(held);
      await signingKeysRefreshed();
      expect(await getSigningKeys()).toBe(held);
      // Another process rotates (this one's keys stay as they were): the next read, a minute later,
      // brings the new key; the request that starts it is answered with the keys held.
      const thisProcess = globalThis as unknown as { __oauthSigningKeys?: unknown };
      const mine = thisProcess.__oauthSigningKeys;
      const { kid } = await rotateSigningKeys();
      thisProcess.__oauthSigningKeys = mine;
      now = start + 122_000;
      expect((await getSigningKeys()).active.kid).toBe(held.active.kid);
      await signingKeysRefreshed();
      const after = await getSigningKeys();
      expect(after.active.kid).toBe(kid);
      expect(after.jwks.keys.map((k) => k.kid)).toContain(held.active.kid);
    } finally {
      clock.mockRestore();
      forgetSigningKeys();
    }
  });

  it("are read again by the server's timer every half minute, so no request after an idle spell starts the read", async () => {
    forgetSigningKeys();
    const held = await getSigningKeys();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      keepSigningKeysFresh();
      // Another process rotates (this one's keys stay as they were).
      const thisProcess = globalThis as unknown as { __oauthSigningKeys?: unknown };
      const mine = thisProcess.__oauthSigningKeys;
      const { kid } = await rotateSigningKeys();
      thisProcess.__oauthSigningKeys = mine;
      // Half a minute passes with no request: the timer reads the keys again.
      vi.advanceTimersByTime(30_000);
      await signingKeysRefreshed();
      const after = await getSigningKeys();
      expect(after.active.kid).toBe(kid);
      expect(after.jwks.keys.map((k) => k.kid)).toContain(held.active.kid);
    } finally {
      stopKeepingSigningKeysFresh();
      vi.useRealTimers();
      forgetSigningKeys();
    }
  });
});
