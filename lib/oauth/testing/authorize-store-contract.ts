// The authorization endpoint's ports (client lookup, traffic, client access, single-use consent
// forms) as a reusable suite, run on the memory store and on Prisma like the OAuthStore contract.
import { describe, expect, it } from "vitest";
import type { AuthorizeClientRecord, OAuthStore } from "../ports";
import { MAX_LIVE_CONSENT_TICKETS, type ConsentTicketRecord } from "../authorize/authorize-storage";
import type { Scope } from "../scope-catalogue";

export interface AuthorizeContractFixture {
  readonly store: OAuthStore;
  /** A client that already exists in the store's backing storage, exactly as the store returns it. */
  readonly client: AuthorizeClientRecord;
  readonly userId: string;
  readonly otherUserId: string;
  /** How many requests of the client were recorded with and without a scope. */
  recordedRequests(clientId: string): Promise<{ withScope: number; withoutScope: number }>;
}

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2)}`;

export function describeAuthorizeStoreContract(name: string, setup: () => Promise<AuthorizeContractFixture>): void {
  const ticket = (userId: string, over: Partial<ConsentTicketRecord> = {}): ConsentTicketRecord => ({
    ticketHash: unique("ticket"),
    userId,
    expiresAt: at(3600),
    ...over,
  });

  /** A grant of the fixture's client, issued from a fresh code. */
  const grant = async (f: AuthorizeContractFixture, userId: string, scopes: Scope[], legacyUnrestricted = false) => {
    const codeHash = unique("code");
    await f.store.saveAuthorizationCode({
      codeHash,
      clientId: f.client.clientId,
      userId,
      redirectUri: "https://app.example.com/cb",
      scopes,
      legacyUnrestricted,
      codeChallenge: null,
      issuedAt: T0,
      expiresAt: at(600),
    });
    const id = unique("grant");
    await f.store.createGrantWithRefreshToken({
      grant: {
        id,
        clientId: f.client.clientId,
        userId,
        scopes,
        legacyUnrestricted,
        authorizationCodeHash: codeHash,
        createdAt: T0,
      },
      refreshToken: {
        tokenHash: unique("rt"),
        grantId: id,
        clientId: f.client.clientId,
        issuedAt: T0,
        expiresAt: at(3600),
      },
      revokeEarlierLegacyGrants: false,
    });
    return id;
  };

  describe(`${name}: authorization endpoint ports`, () => {
    it("finds the scopes a user granted a client in live scoped grants only", async () => {
      const f = await setup();
      expect(await f.store.findGrantedScopes(f.client.clientId, f.userId)).toEqual([]);
      await grant(f, f.userId, ["PROFILE_READ"]);
      await grant(f, f.userId, ["PROFILE_READ", "BOOKING_READ"]);
      const revoked = await grant(f, f.userId, ["BOOKING_WRITE"]);
      await f.store.revokeGrant(revoked, "revoked_by_user", at(1));
      await grant(f, f.userId, [], true);
      await grant(f, f.otherUserId, ["ORG_PROFILE_READ"]);
      expect([...(await f.store.findGrantedScopes(f.client.clientId, f.userId))].sort()).toEqual([
        "BOOKING_READ",
        "PROFILE_READ",
      ]);
      expect(await f.store.findGrantedScopes("missing", f.userId)).toEqual([]);
    });

    it("finds a client by public id with what the consent screen shows; nothing for unknown or oversized ids", async () => {
      const f = await setup();
      expect(await f.store.findAuthorizeClient(f.client.clientId)).toEqual(f.client);
      expect(await f.store.findAuthorizeClient("missing")).toBeNull();
      expect(await f.store.findAuthorizeClient("x".repeat(256))).toBeNull();
    });

    it("gives a client's status and current scopes for API access checks", async () => {
      const f = await setup();
      expect(await f.store.findClientAccess(f.client.clientId)).toEqual({
        status: f.client.status,
        scopes: f.client.scopes,
      });
      expect(await f.store.findClientAccess("missing")).toBeNull();
    });

    it("records each authorization request of a known client with or without scope, and ignores unknown clients", async () => {
      const f = await setup();
      await f.store.recordAuthorizationRequest(f.client.clientId, true, at(1));
      await f.store.recordAuthorizationRequest(f.client.clientId, false, at(2));
      await f.store.recordAuthorizationRequest(f.client.clientId, false, at(3));
      await f.store.recordAuthorizationRequest("missing", true, at(4));
      expect(await f.recordedRequests(f.client.clientId)).toEqual({ withScope: 1, withoutScope: 2 });
    });

    it("uses a consent ticket once, only for its own user, only before it expires", async () => {
      const f = await setup();
      const t = ticket(f.userId);
      await f.store.saveConsentTicket(t, T0);
      expect(await f.store.consumeConsentTicket(t.ticketHash, f.otherUserId, at(1))).toBe(false);
      expect(await f.store.consumeConsentTicket(t.ticketHash, f.userId, at(1))).toBe(true);
      expect(await f.store.consumeConsentTicket(t.ticketHash, f.userId, at(2))).toBe(false);
      expect(await f.store.consumeConsentTicket("missing", f.userId, at(2))).toBe(false);

      const stale = ticket(f.userId, { expiresAt: at(60) });
      await f.store.saveConsentTicket(stale, T0);
      expect(await f.store.consumeConsentTicket(stale.ticketHash, f.userId, at(60))).toBe(false);
    });

    it("lets exactly one of many concurrent posts of the same form win", async () => {
      const f = await setup();
      const t = ticket(f.userId);
      await f.store.saveConsentTicket(t, T0);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => f.store.consumeConsentTicket(t.ticketHash, f.userId, at(1))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("keeps at most the newest live tickets per user, sparing other users' tickets", async () => {
      const f = await setup();
      const others = ticket(f.otherUserId);
      await f.store.saveConsentTicket(others, T0);
      const mine = Array.from({ length: MAX_LIVE_CONSENT_TICKETS + 1 }, (_, i) =>
        ticket(f.userId, { expiresAt: at(3600 + i) }),
      );
      for (const [i, t] of mine.entries()) await f.store.saveConsentTicket(t, at(i));
      expect(await f.store.consumeConsentTicket(mine[0]!.ticketHash, f.userId, at(100))).toBe(false);
      expect(await f.store.consumeConsentTicket(mine[1]!.ticketHash, f.userId, at(100))).toBe(true);
      expect(await f.store.consumeConsentTicket(mine.at(-1)!.ticketHash, f.userId, at(100))).toBe(true);
      expect(await f.store.consumeConsentTicket(others.ticketHash, f.otherUserId, at(100))).toBe(true);
    });
  });
}
