// The semantics every OAuthStore must honour, as a reusable suite: the memory store runs it here,
// and lib/db can run it against Prisma with `describeOAuthStoreContract("prisma", setup)`.
import { describe, expect, it } from "vitest";
import type { AuthorizationCodeRecord, NewGrant, OAuthStore, RefreshTokenRecord } from "../ports";

export interface ContractFixture {
  readonly store: OAuthStore;
  /** Two clients and two users that already exist in the store's backing storage. */
  readonly clientId: string;
  readonly otherClientId: string;
  readonly userId: string;
  readonly otherUserId: string;
}

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2)}`;

export function describeOAuthStoreContract(name: string, setup: () => Promise<ContractFixture>): void {
  const code = (f: ContractFixture, over: Partial<AuthorizationCodeRecord> = {}): AuthorizationCodeRecord => ({
    codeHash: unique("code"), clientId: f.clientId, userId: f.userId, redirectUri: "https://app.example.com/cb",
    scopes: ["BOOKING_READ"], legacyUnrestricted: false, codeChallenge: null, issuedAt: T0, expiresAt: at(600), ...over,
  });
  const refresh = (f: ContractFixture, grantId: string, over: Partial<RefreshTokenRecord> = {}): RefreshTokenRecord => ({
    tokenHash: unique("rt"), grantId, clientId: f.clientId, issuedAt: T0, expiresAt: at(3600), ...over,
  });
  /** Saves a code and creates a grant from it; returns the grant and its first refresh token. */
  const grantFor = async (f: ContractFixture, over: Partial<NewGrant> = {}, revokeEarlierLegacyGrants = false) => {
    const saved = code(f, { clientId: over.clientId ?? f.clientId, userId: over.userId ?? f.userId });
    await f.store.saveAuthorizationCode(saved);
    const grant: NewGrant = {
      id: unique("grant"), clientId: f.clientId, userId: f.userId, scopes: ["BOOKING_READ"], legacyUnrestricted: false,
      authorizationCodeHash: saved.codeHash, createdAt: T0, ...over,
    };
    const token = refresh(f, grant.id, { clientId: grant.clientId });
    const result = await f.store.createGrantWithRefreshToken({ grant, refreshToken: token, revokeEarlierLegacyGrants });
    return { grant, token, result, codeHash: saved.codeHash };
  };
  const next = (f: ContractFixture, over: Partial<Omit<RefreshTokenRecord, "grantId">> = {}) => ({
    tokenHash: unique("rt"), clientId: f.clientId, issuedAt: at(60), expiresAt: at(7200), ...over,
  });

  describe(`${name}: OAuthStore contract`, () => {
    it("consumes a code once; later attempts see already_consumed", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(1))).toEqual({ status: "consumed", code: saved });
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(2))).toEqual({ status: "already_consumed" });
    });

    it("leaves a code untouched for any other client, which finds nothing", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.otherClientId, at(1))).toEqual({ status: "not_found" });
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(2))).toEqual({ status: "consumed", code: saved });
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.otherClientId, at(3))).toEqual({ status: "not_found" });
    });

    it("lets exactly one of many concurrent consumers win", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      const results = await Promise.all(Array.from({ length: 8 }, () => f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(1))));
      expect(results.filter((r) => r.status === "consumed")).toHaveLength(1);
      expect(results.filter((r) => r.status === "already_consumed")).toHaveLength(7);
    });

    it("refuses an expired code (expiresAt <= now) and an unknown one", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(600))).toEqual({ status: "expired" });
      expect(await f.store.consumeAuthorizationCode("missing", f.clientId, at(1))).toEqual({ status: "not_found" });
    });

    it("creates a live grant that findGrant returns", async () => {
      const f = await setup();
      const { grant, result } = await grantFor(f);
      expect(result).toEqual({ status: "created", revokedLegacyGrantIds: [], bornRevoked: false });
      expect(await f.store.findGrant(grant.id)).toMatchObject({ ...grant, revokedAt: null, revokedReason: null });
      expect(await f.store.findGrant("missing")).toBeNull();
    });

    it("stores a grant from a code already revoked as replayed as revoked, refresh token included, sparing legacy grants", async () => {
      const f = await setup();
      const legacy = await grantFor(f, { scopes: [], legacyUnrestricted: true });
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      await f.store.revokeGrantIssuedFromCode(saved.codeHash, "authorization_code_reused", at(1));
      const grant: NewGrant = { id: unique("grant"), clientId: f.clientId, userId: f.userId, scopes: ["BOOKING_READ"],
        legacyUnrestricted: false, authorizationCodeHash: saved.codeHash, createdAt: at(2) };
      const token = refresh(f, grant.id);
      const result = await f.store.createGrantWithRefreshToken({ grant, refreshToken: token, revokeEarlierLegacyGrants: true });
      expect(result).toEqual({ status: "created", revokedLegacyGrantIds: [], bornRevoked: true });
      expect(await f.store.findGrant(grant.id)).toMatchObject({ revokedAt: at(1), revokedReason: "authorization_code_reused" });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(3))).toEqual({ status: "reused", grantId: grant.id });
      expect((await f.store.findGrant(legacy.grant.id))?.revokedAt).toBeNull();
    });

    it("revokes the grant issued from a replayed code, and its refresh tokens", async () => {
      const f = await setup();
      const { grant, token, codeHash } = await grantFor(f);
      await f.store.revokeGrantIssuedFromCode(codeHash, "authorization_code_reused", at(5));
      expect(await f.store.findGrant(grant.id)).toMatchObject({ revokedAt: at(5), revokedReason: "authorization_code_reused" });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(6))).toEqual({ status: "reused", grantId: grant.id });
    });

    it("revokes only the same user's earlier legacy grants of the same client, when asked", async () => {
      const f = await setup();
      const legacy = { scopes: [], legacyUnrestricted: true } as const;
      const target = await grantFor(f, legacy);
      const otherClient = await grantFor(f, { ...legacy, clientId: f.otherClientId });
      const otherUser = await grantFor(f, { ...legacy, userId: f.otherUserId });
      const scoped = await grantFor(f);
      const notAsked = await grantFor(f, {}, false);
      expect(notAsked.result).toEqual({ status: "created", revokedLegacyGrantIds: [], bornRevoked: false });
      expect((await f.store.findGrant(target.grant.id))?.revokedAt).toBeNull();

      const created = await grantFor(f, { createdAt: at(30) }, true);
      expect(created.result).toEqual({ status: "created", revokedLegacyGrantIds: [target.grant.id], bornRevoked: false });
      expect(await f.store.findGrant(target.grant.id)).toMatchObject({ revokedReason: "superseded_by_scoped_grant" });
      for (const untouched of [otherClient, otherUser, scoped, created]) {
        expect((await f.store.findGrant(untouched.grant.id))?.revokedAt).toBeNull();
      }
    });

    it("rotates a live refresh token once; the retired one then reports reused", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const replacement = next(f);
      expect(await f.store.rotateRefreshToken(token.tokenHash, replacement, at(60))).toMatchObject({ status: "rotated", grant: { id: grant.id } });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(61))).toEqual({ status: "reused", grantId: grant.id });
      expect(await f.store.rotateRefreshToken(replacement.tokenHash, next(f), at(62))).toMatchObject({ status: "rotated" });
    });

    it("lets exactly one of many concurrent rotations win", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      const results = await Promise.all(Array.from({ length: 8 }, () => f.store.rotateRefreshToken(token.tokenHash, next(f), at(60))));
      expect(results.filter((r) => r.status === "rotated")).toHaveLength(1);
      expect(results.filter((r) => r.status === "reused")).toHaveLength(7);
    });

    it("treats a token presented for another client as not_found and leaves it usable", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f, { clientId: f.otherClientId }), at(60))).toEqual({ status: "not_found" });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(61))).toMatchObject({ status: "rotated" });
    });

    it("refuses an expired refresh token without retiring it, and an unknown one", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(3600))).toEqual({ status: "expired" });
      expect(await f.store.rotateRefreshToken("missing", next(f), at(1))).toEqual({ status: "not_found" });
    });

    it("revokeGrant retires all of the grant's refresh tokens, keeps the first reason, and spares other grants", async () => {
      const f = await setup();
      const first = await grantFor(f);
      const second = await grantFor(f);
      await f.store.revokeGrant(first.grant.id, "refresh_token_reused", at(10));
      await f.store.revokeGrant(first.grant.id, "revoked_by_user", at(20));
      expect(await f.store.findGrant(first.grant.id)).toMatchObject({ revokedAt: at(10), revokedReason: "refresh_token_reused" });
      expect(await f.store.rotateRefreshToken(first.token.tokenHash, next(f), at(30))).toEqual({ status: "reused", grantId: first.grant.id });
      expect(await f.store.rotateRefreshToken(second.token.tokenHash, next(f), at(30))).toMatchObject({ status: "rotated" });
    });
  });
}
