// The semantics every OAuthStore must honour, as a reusable suite: the memory store runs it here,
// and lib/db can run it against Prisma with `describeOAuthStoreContract("prisma", setup)`.
import { describe, expect, it } from "vitest";
import type { AuthorizationCodeRecord, NewGrant, OAuthStore, RefreshTokenRecord } from "../ports";
import { RETIRED_REFRESH_TOKENS_KEPT } from "../token-grants/refresh-token-storage";
import { MAX_LIVE_GRANTS_PER_USER_AND_CLIENT } from "../token-grants/authorization-code-storage";
import { T0, at, codeRecord, unique } from "./contract-records";

export interface ContractFixture {
  readonly store: OAuthStore;
  /** Two clients and two users that already exist in the store's backing storage. */
  readonly clientId: string;
  readonly otherClientId: string;
  readonly userId: string;
  readonly otherUserId: string;
}

export function describeOAuthStoreContract(name: string, setup: () => Promise<ContractFixture>): void {
  const code = (f: ContractFixture, over: Partial<AuthorizationCodeRecord> = {}): AuthorizationCodeRecord =>
    codeRecord(f.clientId, f.userId, over);
  const refresh = (
    f: ContractFixture,
    grantId: string,
    over: Partial<RefreshTokenRecord> = {},
  ): RefreshTokenRecord => ({
    tokenHash: unique("rt"),
    grantId,
    clientId: f.clientId,
    issuedAt: T0,
    expiresAt: at(3600),
    ...over,
  });
  /** The grant a code of `f`'s client and user yields. */
  const newGrant = (f: ContractFixture, authorizationCodeHash: string, over: Partial<NewGrant> = {}): NewGrant => ({
    id: unique("grant"),
    clientId: f.clientId,
    userId: f.userId,
    scopes: ["BOOKING_READ"],
    legacyUnrestricted: false,
    authorizationCodeHash,
    createdAt: T0,
    ...over,
  });
  /** Saves a code and creates a grant from it; returns the grant and its first refresh token. */
  const grantFor = async (f: ContractFixture, over: Partial<NewGrant> = {}, revokeEarlierLegacyGrants = false) => {
    const saved = code(f, { clientId: over.clientId ?? f.clientId, userId: over.userId ?? f.userId });
    await f.store.saveAuthorizationCode(saved);
    const grant = newGrant(f, saved.codeHash, over);
    const token = refresh(f, grant.id, { clientId: grant.clientId });
    const result = await f.store.createGrantWithRefreshToken({ grant, refreshToken: token, revokeEarlierLegacyGrants });
    return { grant, token, result, codeHash: saved.codeHash };
  };
  const next = (f: ContractFixture, over: Partial<Omit<RefreshTokenRecord, "grantId">> = {}) => ({
    tokenHash: unique("rt"),
    clientId: f.clientId,
    issuedAt: at(60),
    expiresAt: at(7200),
    ...over,
  });

  describe(`${name}: OAuthStore contract`, () => {
    it("consumes a code once; later attempts see already_consumed", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(1))).toEqual({
        status: "consumed",
        code: saved,
      });
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(2))).toEqual({
        status: "already_consumed",
      });
    });

    it("leaves a code untouched for any other client, which finds nothing", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.otherClientId, at(1))).toEqual({
        status: "not_found",
      });
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(2))).toEqual({
        status: "consumed",
        code: saved,
      });
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.otherClientId, at(3))).toEqual({
        status: "not_found",
      });
    });

    it("lets exactly one of many concurrent consumers win", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(1))),
      );
      expect(results.filter((r) => r.status === "consumed")).toHaveLength(1);
      expect(results.filter((r) => r.status === "already_consumed")).toHaveLength(7);
    });

    it("refuses an expired code (expiresAt <= now) and an unknown one", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(600))).toEqual({
        status: "expired",
      });
      expect(await f.store.consumeAuthorizationCode("missing", f.clientId, at(1))).toEqual({ status: "not_found" });
    });

    it("exchanges a code in one step: consumed and the decided grant created together", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      const grant = newGrant(f, saved.codeHash);
      const result = await f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(1), (c) => {
        expect(c).toEqual(saved);
        return { grant, refreshToken: refresh(f, grant.id), revokeEarlierLegacyGrants: false };
      });
      expect(result).toMatchObject({
        consumed: { status: "consumed" },
        created: { status: "created", bornRevoked: false },
      });
      expect(await f.store.findGrant(grant.id)).toMatchObject({ id: grant.id, revokedAt: null });
      expect((await f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(2), () => null)).consumed).toEqual(
        { status: "already_consumed" },
      );
    });

    it("leaves the code unconsumed when the exchange fails midway", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      await expect(
        f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(1), () => {
          throw new Error("midway");
        }),
      ).rejects.toThrow("midway");
      expect(await f.store.consumeAuthorizationCode(saved.codeHash, f.clientId, at(2))).toMatchObject({
        status: "consumed",
      });
    });

    it("commits the consumption of a refused exchange, and lets one of many concurrent exchanges consume", async () => {
      const f = await setup();
      const refused = code(f);
      await f.store.saveAuthorizationCode(refused);
      expect(await f.store.exchangeAuthorizationCode(refused.codeHash, f.clientId, at(1), () => null)).toEqual({
        consumed: { status: "consumed", code: refused },
        created: null,
      });
      expect(await f.store.consumeAuthorizationCode(refused.codeHash, f.clientId, at(2))).toEqual({
        status: "already_consumed",
      });

      const raced = code(f);
      await f.store.saveAuthorizationCode(raced);
      let decisions = 0;
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          f.store.exchangeAuthorizationCode(raced.codeHash, f.clientId, at(1), () => {
            decisions++;
            return null;
          }),
        ),
      );
      expect(decisions).toBeGreaterThanOrEqual(1);
      expect(results.filter((r) => r.consumed.status === "consumed")).toHaveLength(1);
      expect(results.filter((r) => r.consumed.status === "already_consumed")).toHaveLength(5);
    });

    it("creates a live grant that findGrant returns", async () => {
      const f = await setup();
      const { grant, result } = await grantFor(f);
      expect(result).toEqual({ status: "created", revokedLegacyGrantIds: [], bornRevoked: false });
      expect(await f.store.findGrant(grant.id)).toMatchObject({ ...grant, revokedAt: null, revokedReason: null });
      expect(await f.store.findGrant("missing")).toBeNull();
    });

    it("finds a grant with its client's current status and scopes in one read, and follows a revocation", async () => {
      const f = await setup();
      const { grant } = await grantFor(f);
      const client = await f.store.findClientAccess(f.clientId);
      expect(client).not.toBeNull();
      expect(await f.store.findGrantAccess(grant.id)).toMatchObject({ grant: { ...grant, revokedAt: null }, client });
      await f.store.revokeGrant(grant.id, "revoked_by_user", at(5));
      expect((await f.store.findGrantAccess(grant.id))?.grant).toMatchObject({
        revokedAt: at(5),
        revokedReason: "revoked_by_user",
      });
      expect(await f.store.findGrantAccess("missing")).toBeNull();
    });

    it("stores a grant from a code already revoked as replayed as revoked, refresh token included, sparing legacy grants", async () => {
      const f = await setup();
      const legacy = await grantFor(f, { scopes: [], legacyUnrestricted: true });
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      await f.store.revokeGrantIssuedFromCode(saved.codeHash, "authorization_code_reused", at(1));
      const grant = newGrant(f, saved.codeHash, { createdAt: at(2) });
      const token = refresh(f, grant.id);
      const result = await f.store.createGrantWithRefreshToken({
        grant,
        refreshToken: token,
        revokeEarlierLegacyGrants: true,
      });
      expect(result).toEqual({ status: "created", revokedLegacyGrantIds: [], bornRevoked: true });
      expect(await f.store.findGrant(grant.id)).toMatchObject({
        revokedAt: at(1),
        revokedReason: "authorization_code_reused",
      });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(3))).toEqual({
        status: "reused",
        grantId: grant.id,
      });
      expect((await f.store.findGrant(legacy.grant.id))?.revokedAt).toBeNull();
    });

    it("revokes the grant issued from a replayed code, and its refresh tokens", async () => {
      const f = await setup();
      const { grant, token, codeHash } = await grantFor(f);
      await f.store.revokeGrantIssuedFromCode(codeHash, "authorization_code_reused", at(5));
      expect(await f.store.findGrant(grant.id)).toMatchObject({
        revokedAt: at(5),
        revokedReason: "authorization_code_reused",
      });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(6))).toEqual({
        status: "reused",
        grantId: grant.id,
      });
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
      expect(created.result).toEqual({
        status: "created",
        revokedLegacyGrantIds: [target.grant.id],
        bornRevoked: false,
      });
      expect(await f.store.findGrant(target.grant.id)).toMatchObject({ revokedReason: "superseded_by_scoped_grant" });
      for (const untouched of [otherClient, otherUser, scoped, created]) {
        expect((await f.store.findGrant(untouched.grant.id))?.revokedAt).toBeNull();
      }
    });

    it("an exchange that asks for it revokes the same user's earlier legacy grants of the client, refresh tokens too", async () => {
      const f = await setup();
      const legacy = { scopes: [], legacyUnrestricted: true } as const;
      const target = await grantFor(f, legacy);
      const otherClient = await grantFor(f, { ...legacy, clientId: f.otherClientId });
      const otherUser = await grantFor(f, { ...legacy, userId: f.otherUserId });
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      const grant = newGrant(f, saved.codeHash, { createdAt: at(30) });
      const result = await f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(30), () => ({
        grant,
        refreshToken: refresh(f, grant.id),
        revokeEarlierLegacyGrants: true,
      }));
      expect(result.created).toEqual({
        status: "created",
        revokedLegacyGrantIds: [target.grant.id],
        bornRevoked: false,
      });
      expect(await f.store.findGrant(target.grant.id)).toMatchObject({
        revokedAt: at(30),
        revokedReason: "superseded_by_scoped_grant",
      });
      expect(await f.store.findRefreshToken(target.token.tokenHash)).toMatchObject({ revokedAt: at(30) });
      for (const untouched of [otherClient, otherUser]) {
        expect((await f.store.findGrant(untouched.grant.id))?.revokedAt).toBeNull();
      }
      expect(await f.store.findGrant(grant.id)).toMatchObject({ id: grant.id, revokedAt: null });
    });

    it("keeps at most the cap of live grants per user and client: the next exchange revokes the oldest, tokens too", async () => {
      const f = await setup();
      const held = [];
      for (let i = 0; i < MAX_LIVE_GRANTS_PER_USER_AND_CLIENT; i++) held.push(await grantFor(f, { createdAt: at(i) }));
      const otherUser = await grantFor(f, { userId: f.otherUserId });
      const otherClient = await grantFor(f, { clientId: f.otherClientId });
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      const grant = newGrant(f, saved.codeHash, { createdAt: at(100) });
      const result = await f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(100), () => ({
        grant,
        refreshToken: refresh(f, grant.id),
        revokeEarlierLegacyGrants: true,
      }));
      expect(result.created).toEqual({ status: "created", revokedLegacyGrantIds: [], bornRevoked: false });
      const [oldest, ...rest] = held;
      expect(await f.store.findGrant(oldest!.grant.id)).toMatchObject({
        revokedAt: at(100),
        revokedReason: "superseded_by_newer_grant",
      });
      expect(await f.store.findRefreshToken(oldest!.token.tokenHash)).toMatchObject({ revokedAt: at(100) });
      for (const kept of [...rest, otherUser, otherClient])
        expect((await f.store.findGrant(kept.grant.id))?.revokedAt).toBeNull();
      expect(await f.store.findGrant(grant.id)).toMatchObject({ revokedAt: null });
      // The oldest of those left goes next, whichever way the grant is created.
      const next = await grantFor(f, { createdAt: at(101) });
      expect(next.result).toMatchObject({ bornRevoked: false });
      expect(await f.store.findGrant(rest[0]!.grant.id)).toMatchObject({ revokedReason: "superseded_by_newer_grant" });
      expect((await f.store.findGrant(rest[1]!.grant.id))?.revokedAt).toBeNull();
    });

    it("lets legacy grants revoked by the same exchange make room, and a grant born revoked take none", async () => {
      const f = await setup();
      const scoped = [];
      for (let i = 1; i < MAX_LIVE_GRANTS_PER_USER_AND_CLIENT; i++)
        scoped.push(await grantFor(f, { createdAt: at(i) }));
      const legacy = await grantFor(f, { scopes: [], legacyUnrestricted: true, createdAt: at(0) });
      const replaces = await grantFor(f, { createdAt: at(50) }, true);
      expect(replaces.result.revokedLegacyGrantIds).toEqual([legacy.grant.id]);
      expect(await f.store.findGrant(legacy.grant.id)).toMatchObject({ revokedReason: "superseded_by_scoped_grant" });
      for (const kept of scoped) expect((await f.store.findGrant(kept.grant.id))?.revokedAt).toBeNull();

      const replayed = code(f);
      await f.store.saveAuthorizationCode(replayed);
      await f.store.revokeGrantIssuedFromCode(replayed.codeHash, "authorization_code_reused", at(60));
      const dead = newGrant(f, replayed.codeHash, { createdAt: at(61) });
      const created = await f.store.createGrantWithRefreshToken({
        grant: dead,
        refreshToken: refresh(f, dead.id),
        revokeEarlierLegacyGrants: true,
      });
      expect(created.bornRevoked).toBe(true);
      for (const kept of [...scoped, replaces]) expect((await f.store.findGrant(kept.grant.id))?.revokedAt).toBeNull();
    });

    it("never leaves more than the cap live, however many exchanges of one user and client run at once", async () => {
      const f = await setup();
      const before = MAX_LIVE_GRANTS_PER_USER_AND_CLIENT - 2;
      const racing = MAX_LIVE_GRANTS_PER_USER_AND_CLIENT + 6;
      const earlier = [];
      for (let i = 0; i < before; i++) earlier.push((await grantFor(f, { createdAt: at(i) })).grant.id);
      const codes = [];
      for (let i = 0; i < racing; i++) {
        const saved = code(f);
        await f.store.saveAuthorizationCode(saved);
        codes.push(saved);
      }
      const results = await Promise.all(
        codes.map((saved) => {
          const grant = newGrant(f, saved.codeHash, { createdAt: at(60) });
          return f.store
            .exchangeAuthorizationCode(saved.codeHash, f.clientId, at(60), () => ({
              grant,
              refreshToken: refresh(f, grant.id),
              revokeEarlierLegacyGrants: true,
            }))
            .then((result) => ({ result, grantId: grant.id }));
        }),
      );
      expect(results.map((r) => r.result.created?.status)).toEqual(codes.map(() => "created"));
      const all = await Promise.all([...earlier, ...results.map((r) => r.grantId)].map((id) => f.store.findGrant(id)));
      const live = all.filter((g) => g !== null && g.revokedAt === null);
      expect(live).toHaveLength(MAX_LIVE_GRANTS_PER_USER_AND_CLIENT);
      const evicted = all.filter((g) => g !== null && g.revokedAt !== null);
      expect(evicted).toHaveLength(before + racing - MAX_LIVE_GRANTS_PER_USER_AND_CLIENT);
      expect(new Set(evicted.map((g) => g?.revokedReason))).toEqual(new Set(["superseded_by_newer_grant"]));
      // The earliest go first: every grant from before the race was revoked to make room.
      for (const id of earlier) expect((await f.store.findGrant(id))?.revokedAt).not.toBeNull();
    });

    it("stores exactly one grant when many exchanges of one code race, each having decided to issue", async () => {
      const f = await setup();
      const saved = code(f);
      await f.store.saveAuthorizationCode(saved);
      const decided: string[] = [];
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(1), () => {
            const grant = newGrant(f, saved.codeHash, { createdAt: at(1) });
            decided.push(grant.id);
            return { grant, refreshToken: refresh(f, grant.id), revokeEarlierLegacyGrants: false };
          }),
        ),
      );
      expect(results.filter((r) => r.created !== null)).toHaveLength(1);
      expect(results.filter((r) => r.consumed.status === "already_consumed")).toHaveLength(5);
      const stored = await Promise.all(decided.map((id) => f.store.findGrant(id)));
      expect(stored.filter((g) => g !== null)).toHaveLength(1);
    });

    it("rotates a live refresh token once; the retired one then reports reused", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const replacement = next(f);
      expect(await f.store.rotateRefreshToken(token.tokenHash, replacement, at(60))).toMatchObject({
        status: "rotated",
        grant: { id: grant.id },
      });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(61))).toEqual({
        status: "reused",
        grantId: grant.id,
      });
      expect(await f.store.rotateRefreshToken(replacement.tokenHash, next(f), at(62))).toMatchObject({
        status: "rotated",
      });
    });

    it("keeps the RFC 8707 resource of a code on the grant made from it, and hands it back on rotation", async () => {
      const f = await setup();
      const saved = code(f, { resource: "https://api.example.com/v2" });
      await f.store.saveAuthorizationCode(saved);
      const grant = newGrant(f, saved.codeHash, { resource: "https://api.example.com/v2" });
      const token = refresh(f, grant.id);
      await f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(1), (c) => {
        expect(c.resource).toBe("https://api.example.com/v2");
        return { grant, refreshToken: token, revokeEarlierLegacyGrants: false };
      });
      expect((await f.store.findGrant(grant.id))?.resource).toBe("https://api.example.com/v2");
      const rotated = await f.store.rotateRefreshToken(token.tokenHash, next(f), at(60));
      expect(rotated).toMatchObject({ status: "rotated", grant: { resource: "https://api.example.com/v2" } });
      const { grant: plain } = await grantFor(f);
      expect((await f.store.findGrant(plain.id))?.resource ?? null).toBeNull();
    });

    it("keeps a code's authorization details on the grant made from it, in its reads and on rotation", async () => {
      const f = await setup();
      const details = [
        {
          type: "scheduling" as const,
          actions: ["book" as const],
          event_types: ["et-1"],
          time_window: { start: "2026-12-02T15:00:00.000Z", end: "2026-12-02T17:00:00.000Z" },
          max_uses: 1,
        },
      ];
      const saved = code(f, { authorizationDetails: details });
      await f.store.saveAuthorizationCode(saved);
      const grant = newGrant(f, saved.codeHash, { authorizationDetails: details });
      const token = refresh(f, grant.id);
      await f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(1), (c) => {
        expect(c.authorizationDetails).toEqual(details);
        return { grant, refreshToken: token, revokeEarlierLegacyGrants: false };
      });
      expect((await f.store.findGrant(grant.id))?.authorizationDetails).toEqual(details);
      expect((await f.store.findGrantAccess(grant.id))?.grant.authorizationDetails).toEqual(details);
      const rotated = await f.store.rotateRefreshToken(token.tokenHash, next(f), at(60));
      expect(rotated).toMatchObject({ status: "rotated", grant: { authorizationDetails: details } });
      const { grant: plain } = await grantFor(f);
      expect((await f.store.findGrant(plain.id))?.authorizationDetails ?? null).toBeNull();
    });

    it("spends a detail's uses up to its max exactly once each, under concurrency, and gives one back", async () => {
      const f = await setup();
      const { grant } = await grantFor(f);
      const spends = await Promise.all(Array.from({ length: 5 }, () => f.store.spendDetailUse(grant.id, 0, 2)));
      expect(spends.filter(Boolean)).toHaveLength(2);
      expect(await f.store.spendDetailUse(grant.id, 1, 1)).toBe(true);
      expect((await f.store.findDetailUses(grant.id)).get(0)).toBe(2);
      await f.store.returnDetailUse(grant.id, 0);
      expect(await f.store.spendDetailUse(grant.id, 0, 2)).toBe(true);
      expect(await f.store.spendDetailUse(grant.id, 0, 2)).toBe(false);
      // Never below zero: giving back what was never spent changes nothing.
      await f.store.returnDetailUse(grant.id, 7);
      expect((await f.store.findDetailUses(grant.id)).get(7) ?? 0).toBe(0);
    });

    it("keeps a code's dpop_jkt and a grant's DPoP key, and hands the key back on rotation and retry", async () => {
      const f = await setup();
      const jkt = "0ZcOCORZNYy-DWpqq30jZyJGHTN0d2HglBV3uiguA4I";
      const saved = code(f, { dpopJkt: jkt });
      await f.store.saveAuthorizationCode(saved);
      const grant = newGrant(f, saved.codeHash, { dpopJkt: jkt });
      const token = refresh(f, grant.id);
      await f.store.exchangeAuthorizationCode(saved.codeHash, f.clientId, at(1), (c) => {
        expect(c.dpopJkt).toBe(jkt);
        return { grant, refreshToken: token, revokeEarlierLegacyGrants: false };
      });
      expect((await f.store.findGrant(grant.id))?.dpopJkt).toBe(jkt);
      const successor = next(f);
      const policy = { retryWindowStart: at(0) };
      expect(await f.store.rotateRefreshToken(token.tokenHash, successor, at(60), policy)).toMatchObject({
        status: "rotated",
        retried: false,
        grant: { dpopJkt: jkt },
      });
      expect(await f.store.rotateRefreshToken(token.tokenHash, successor, at(61), policy)).toMatchObject({
        status: "rotated",
        retried: true,
        grant: { dpopJkt: jkt },
      });
      const { grant: plain } = await grantFor(f);
      expect((await f.store.findGrant(plain.id))?.dpopJkt ?? null).toBeNull();
    });

    it("lets exactly one of many concurrent rotations win", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => f.store.rotateRefreshToken(token.tokenHash, next(f), at(60))),
      );
      expect(results.filter((r) => r.status === "rotated")).toHaveLength(1);
      expect(results.filter((r) => r.status === "reused")).toHaveLength(7);
    });

    it("treats a token presented for another client as not_found and leaves it usable", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f, { clientId: f.otherClientId }), at(60))).toEqual(
        { status: "not_found" },
      );
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(61))).toMatchObject({ status: "rotated" });
    });

    it("refuses an expired refresh token without retiring it, and an unknown one", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(3600))).toEqual({ status: "expired" });
      expect(await f.store.rotateRefreshToken("missing", next(f), at(1))).toEqual({ status: "not_found" });
    });

    it("retry window: a just-retired token presented again with its successor is answered again, nothing written", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const successor = next(f);
      await f.store.rotateRefreshToken(token.tokenHash, successor, at(60), { retryWindowStart: at(30) });
      expect(
        await f.store.rotateRefreshToken(token.tokenHash, successor, at(70), { retryWindowStart: at(40) }),
      ).toMatchObject({ status: "rotated", retried: true, grant: { id: grant.id } });
      expect(await f.store.findRefreshToken(successor.tokenHash)).toMatchObject({ usedAt: null, revokedAt: null });
      expect(
        await f.store.rotateRefreshToken(successor.tokenHash, next(f), at(71), { retryWindowStart: at(41) }),
      ).toMatchObject({ status: "rotated", retried: false });
    });

    it("retry window: once the successor was used, the old token is reuse, even inside the window", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const successor = next(f);
      await f.store.rotateRefreshToken(token.tokenHash, successor, at(60), { retryWindowStart: at(30) });
      await f.store.rotateRefreshToken(successor.tokenHash, next(f), at(61), { retryWindowStart: at(31) });
      expect(
        await f.store.rotateRefreshToken(token.tokenHash, successor, at(62), { retryWindowStart: at(32) }),
      ).toEqual({ status: "reused", grantId: grant.id });
    });

    it("retry window: a successor other than the stored one is not_found and changes nothing", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      const successor = next(f);
      await f.store.rotateRefreshToken(token.tokenHash, successor, at(60), { retryWindowStart: at(30) });
      expect(await f.store.rotateRefreshToken(token.tokenHash, next(f), at(61), { retryWindowStart: at(31) })).toEqual({
        status: "not_found",
      });
      expect(
        await f.store.rotateRefreshToken(successor.tokenHash, next(f), at(62), { retryWindowStart: at(32) }),
      ).toMatchObject({ status: "rotated", retried: false });
    });

    it("retry window: reuse once the window has passed, or without a window", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const successor = next(f);
      await f.store.rotateRefreshToken(token.tokenHash, successor, at(60), { retryWindowStart: at(30) });
      expect(
        await f.store.rotateRefreshToken(token.tokenHash, successor, at(91), { retryWindowStart: at(61) }),
      ).toEqual({ status: "reused", grantId: grant.id });
      const other = await grantFor(f);
      const otherSuccessor = next(f);
      await f.store.rotateRefreshToken(other.token.tokenHash, otherSuccessor, at(60));
      expect(await f.store.rotateRefreshToken(other.token.tokenHash, otherSuccessor, at(61))).toEqual({
        status: "reused",
        grantId: other.grant.id,
      });
    });

    it("retry window reaching back across an outage: the successor lost to it is answered again; once used, reuse", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const successor = next(f);
      await f.store.rotateRefreshToken(token.tokenHash, successor, at(60), { retryWindowStart: at(30) });
      // Down from 61 to 133 (longer than the window): a retry at 135 reaches back to 61 - 28.
      const acrossOutage = { retryWindowStart: at(33) };
      expect(await f.store.rotateRefreshToken(token.tokenHash, successor, at(135), acrossOutage)).toMatchObject({
        status: "rotated",
        retried: true,
        grant: { id: grant.id },
      });
      expect(await f.store.findRefreshToken(successor.tokenHash)).toMatchObject({ usedAt: null, revokedAt: null });
      expect(await f.store.rotateRefreshToken(successor.tokenHash, next(f), at(136), acrossOutage)).toMatchObject({
        status: "rotated",
        retried: false,
      });
      expect(await f.store.rotateRefreshToken(token.tokenHash, successor, at(137), acrossOutage)).toEqual({
        status: "reused",
        grantId: grant.id,
      });
    });

    it("retry window: an older ancestor is reuse even inside the window", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const second = next(f);
      await f.store.rotateRefreshToken(token.tokenHash, second, at(60), { retryWindowStart: at(30) });
      await f.store.rotateRefreshToken(second.tokenHash, next(f), at(61), { retryWindowStart: at(31) });
      expect(await f.store.rotateRefreshToken(token.tokenHash, second, at(62), { retryWindowStart: at(32) })).toEqual({
        status: "reused",
        grantId: grant.id,
      });
    });

    it("retry window: concurrent refreshes of one token all succeed with one successor, written once", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const successor = next(f);
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          f.store.rotateRefreshToken(token.tokenHash, successor, at(61), { retryWindowStart: at(31) }),
        ),
      );
      expect(results.every((r) => r.status === "rotated" && r.grant.id === grant.id)).toBe(true);
      expect(results.filter((r) => r.status === "rotated" && !r.retried)).toHaveLength(1);
      expect(
        await f.store.rotateRefreshToken(successor.tokenHash, next(f), at(62), { retryWindowStart: at(32) }),
      ).toMatchObject({ status: "rotated", retried: false });
    });

    it("keeps the live token and the newest retired ones; older ones are deleted, and a kept one is still reuse", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const chain = [token.tokenHash];
      for (let i = 1; i <= RETIRED_REFRESH_TOKENS_KEPT + 4; i++) {
        const successor = next(f);
        expect(await f.store.rotateRefreshToken(chain.at(-1)!, successor, at(i))).toMatchObject({ status: "rotated" });
        chain.push(successor.tokenHash);
      }
      const kept = chain.slice(-(RETIRED_REFRESH_TOKENS_KEPT + 1));
      for (const hash of chain) {
        const found = await f.store.findRefreshToken(hash);
        if (kept.includes(hash)) expect(found, hash).not.toBeNull();
        else expect(found, hash).toBeNull();
      }
      expect(await f.store.rotateRefreshToken(kept[0]!, next(f), at(100))).toEqual({
        status: "reused",
        grantId: grant.id,
      });
    });

    it("a token no longer stored, authentically marked as a live grant's, is reuse; nothing is written", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      const chain = [token.tokenHash];
      for (let i = 1; i <= RETIRED_REFRESH_TOKENS_KEPT + 1; i++) {
        const successor = next(f);
        await f.store.rotateRefreshToken(chain.at(-1)!, successor, at(i));
        chain.push(successor.tokenHash);
      }
      expect(await f.store.findRefreshToken(chain[0]!)).toBeNull();
      const marked = { markedGrantId: grant.id, retryWindowStart: at(0) };
      expect(await f.store.rotateRefreshToken(chain[0]!, next(f), at(20), marked)).toEqual({
        status: "reused",
        grantId: grant.id,
      });
      expect(await f.store.rotateRefreshToken(chain[0]!, next(f), at(20))).toEqual({ status: "not_found" });
      expect((await f.store.findRefreshToken(chain.at(-1)!))?.usedAt).toBeNull();
      expect(await f.store.findGrant(grant.id)).toMatchObject({ revokedAt: null });
      await f.store.revokeGrant(grant.id, "refresh_token_reused", at(21));
      expect(await f.store.rotateRefreshToken(chain[1]!, next(f), at(22), marked)).toEqual({
        status: "reused",
        grantId: grant.id,
      });
    });

    it("a mark naming no grant, another client's grant, or a chain that merely expired is not_found", async () => {
      const f = await setup();
      const mine = await grantFor(f);
      const theirs = await grantFor(f, { clientId: f.otherClientId });
      expect(
        await f.store.rotateRefreshToken(unique("rt"), next(f), at(1), { markedGrantId: unique("grant") }),
      ).toEqual({ status: "not_found" });
      expect(
        await f.store.rotateRefreshToken(unique("rt"), next(f), at(1), { markedGrantId: theirs.grant.id }),
      ).toEqual({ status: "not_found" });
      expect(await f.store.findGrant(theirs.grant.id)).toMatchObject({ revokedAt: null });
      // Every token of the grant past its expiry: nothing left to protect, so no alarm.
      expect(
        await f.store.rotateRefreshToken(unique("rt"), next(f), at(3600), { markedGrantId: mine.grant.id }),
      ).toEqual({ status: "not_found" });
      expect(
        await f.store.rotateRefreshToken(unique("rt"), next(f), at(3599), { markedGrantId: mine.grant.id }),
      ).toEqual({ status: "reused", grantId: mine.grant.id });
    });

    it("a stored token is judged by its row, whatever grant a mark names", async () => {
      const f = await setup();
      const first = await grantFor(f);
      const second = await grantFor(f);
      const theirs = await grantFor(f, { clientId: f.otherClientId });
      const marked = { markedGrantId: second.grant.id };
      expect(await f.store.rotateRefreshToken(first.token.tokenHash, next(f), at(1), marked)).toMatchObject({
        status: "rotated",
        grant: { id: first.grant.id },
      });
      expect(await f.store.rotateRefreshToken(theirs.token.tokenHash, next(f), at(1), marked)).toEqual({
        status: "not_found",
      });
      expect(await f.store.findGrant(second.grant.id)).toMatchObject({ revokedAt: null });
    });

    it("refuses rotations over the grant's ceiling without spending the token, until the window has passed", async () => {
      const f = await setup();
      const { token } = await grantFor(f);
      const ceiling = { max: 3, seconds: 60 };
      let current = token.tokenHash;
      for (const second of [1, 2, 3]) {
        const successor = next(f);
        expect(await f.store.rotateRefreshToken(current, successor, at(second), { ceiling })).toMatchObject({
          status: "rotated",
        });
        current = successor.tokenHash;
      }
      expect(await f.store.rotateRefreshToken(current, next(f), at(4), { ceiling })).toEqual({
        status: "throttled",
        retryAfterSeconds: 57,
      });
      expect((await f.store.findRefreshToken(current))?.usedAt).toBeNull();
      expect(await f.store.rotateRefreshToken(current, next(f), at(61), { ceiling })).toMatchObject({
        status: "rotated",
      });
    });

    it("findRefreshToken shows a token's grant and state: live, then used, then revoked; unknown is null", async () => {
      const f = await setup();
      const { grant, token } = await grantFor(f);
      expect(await f.store.findRefreshToken(token.tokenHash)).toMatchObject({
        grant: { id: grant.id, clientId: f.clientId, userId: f.userId },
        expiresAt: token.expiresAt,
        usedAt: null,
        revokedAt: null,
      });
      await f.store.rotateRefreshToken(token.tokenHash, next(f), at(60));
      expect((await f.store.findRefreshToken(token.tokenHash))?.usedAt).not.toBeNull();
      await f.store.revokeGrant(grant.id, "revoked_by_client", at(120));
      const revoked = await f.store.findRefreshToken(token.tokenHash);
      expect(revoked?.grant.revokedAt).not.toBeNull();
      expect(revoked?.grant.revokedReason).toBe("revoked_by_client");
      expect(await f.store.findRefreshToken(unique("rt"))).toBeNull();
    });

    it("revokeGrant retires all of the grant's refresh tokens, keeps the first reason, and spares other grants", async () => {
      const f = await setup();
      const first = await grantFor(f);
      const second = await grantFor(f);
      await f.store.revokeGrant(first.grant.id, "refresh_token_reused", at(10));
      await f.store.revokeGrant(first.grant.id, "revoked_by_user", at(20));
      expect(await f.store.findGrant(first.grant.id)).toMatchObject({
        revokedAt: at(10),
        revokedReason: "refresh_token_reused",
      });
      expect(await f.store.rotateRefreshToken(first.token.tokenHash, next(f), at(30))).toEqual({
        status: "reused",
        grantId: first.grant.id,
      });
      expect(await f.store.rotateRefreshToken(second.token.tokenHash, next(f), at(30))).toMatchObject({
        status: "rotated",
      });
    });
  });
}
