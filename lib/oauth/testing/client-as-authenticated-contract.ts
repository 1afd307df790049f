// The semantics of ClientAsAuthenticated every OAuthStore must honour: a write made for a client
// as it was authenticated happens only while the client still matches, and otherwise nothing is
// written and no other verdict given (a reuse would revoke the grant, a replay the code's grant).
import { describe, expect, it } from "vitest";
import type { ClientAsAuthenticated, NewGrant, OAuthStore } from "../ports";
import { at, codeRecord, unique } from "./contract-records";

/** What an admin or the client's developer may change between a request's read and its write. */
export type ClientChange =
  | "suspend"
  | "change_scopes"
  | "revoke_secret"
  | "redate_secret"
  | "remove_key"
  | "require_dpop";
export const CLIENT_CHANGES: readonly ClientChange[] = [
  "suspend",
  "change_scopes",
  "revoke_secret",
  "redate_secret",
  "remove_key",
  "require_dpop",
];

export interface ClientChangeFixture {
  readonly store: OAuthStore;
  /** An approved confidential client with one secret that lasts and one registered key, and a user, all stored. */
  readonly clientId: string;
  readonly userId: string;
  changeClient(change: ClientChange): Promise<void>;
}

export function describeClientAsAuthenticatedContract(name: string, setup: () => Promise<ClientChangeFixture>): void {
  /**
   * The client as the token endpoint authenticates it now, with its stored secret and key (a real
   * request matches one of them; naming both here holds each condition to its own test).
   */
  const authenticated = async (f: ClientChangeFixture): Promise<ClientAsAuthenticated> => {
    const client = await f.store.findClient(f.clientId);
    if (client === null || client.secrets[0] === undefined) throw new Error("the fixture's client needs a secret");
    const { clientId, kind, status, scopes } = client;
    const [secret] = client.secrets;
    const key = client.keys?.[0];
    if (key === undefined) throw new Error("the fixture's client needs a key");
    return {
      clientId,
      kind,
      status,
      scopes,
      matchedSecretId: secret.id,
      matchedSecretExpiresAt: secret.expiresAt ?? null,
      matchedKeyId: key.id,
    };
  };
  const savedCode = async (f: ClientChangeFixture) => {
    const code = codeRecord(f.clientId, f.userId);
    await f.store.saveAuthorizationCode(code);
    return code.codeHash;
  };
  const grantFrom = (f: ClientChangeFixture, codeHash: string) => {
    const grant: NewGrant = {
      id: unique("grant"),
      clientId: f.clientId,
      userId: f.userId,
      scopes: ["BOOKING_READ"],
      legacyUnrestricted: false,
      authorizationCodeHash: codeHash,
      createdAt: at(1),
    };
    const refreshToken = {
      tokenHash: unique("rt"),
      grantId: grant.id,
      clientId: f.clientId,
      issuedAt: at(1),
      expiresAt: at(3600),
    };
    return { grant, refreshToken, revokeEarlierLegacyGrants: false };
  };
  const next = (f: ClientChangeFixture) => ({
    tokenHash: unique("rt"),
    clientId: f.clientId,
    issuedAt: at(60),
    expiresAt: at(7200),
  });

  /** A grant from an exchange made as `as`; returns it and its first refresh token's hash. */
  const exchanged = async (f: ClientChangeFixture, as: ClientAsAuthenticated) => {
    const codeHash = await savedCode(f);
    const input = grantFrom(f, codeHash);
    const result = await f.store.exchangeAuthorizationCode(codeHash, f.clientId, at(1), () => input, as);
    expect(result.consumed.status).toBe("consumed");
    return { codeHash, grantId: input.grant.id, tokenHash: input.refreshToken.tokenHash };
  };

  describe(`${name}: writes made for the client as authenticated`, () => {
    it("exchange and rotation go ahead while the client is as authenticated", async () => {
      const f = await setup();
      const as = await authenticated(f);
      const { grantId, tokenHash } = await exchanged(f, as);
      expect(await f.store.rotateRefreshToken(tokenHash, next(f), at(60), { client: as })).toMatchObject({
        status: "rotated",
        grant: { id: grantId },
      });
    });

    for (const change of CLIENT_CHANGES) {
      it(`after "${change}": an exchange consumes nothing and a rotation retires nothing (client_changed)`, async () => {
        const f = await setup();
        const as = await authenticated(f);
        const { tokenHash } = await exchanged(f, as);
        const codeHash = await savedCode(f);
        await f.changeClient(change);

        let decided = false;
        const exchange = await f.store.exchangeAuthorizationCode(
          codeHash,
          f.clientId,
          at(2),
          () => {
            decided = true;
            return grantFrom(f, codeHash);
          },
          as,
        );
        expect(exchange).toEqual({ consumed: { status: "client_changed" }, created: null });
        expect(decided).toBe(false);
        expect(await f.store.rotateRefreshToken(tokenHash, next(f), at(60), { client: as })).toEqual({
          status: "client_changed",
        });
        // Nothing was written: the code and the token are still live for the client as it is now.
        expect((await f.store.consumeAuthorizationCode(codeHash, f.clientId, at(3))).status).toBe("consumed");
        expect((await f.store.rotateRefreshToken(tokenHash, next(f), at(61))).status).toBe("rotated");
      });
    }

    it("a changed client's replayed code and reused token get no verdict, so no grant is revoked", async () => {
      const f = await setup();
      const as = await authenticated(f);
      const { codeHash, grantId, tokenHash } = await exchanged(f, as);
      expect((await f.store.rotateRefreshToken(tokenHash, next(f), at(60), { client: as })).status).toBe("rotated");
      await f.changeClient("revoke_secret");

      const replay = await f.store.exchangeAuthorizationCode(codeHash, f.clientId, at(61), () => null, as);
      expect(replay.consumed).toEqual({ status: "client_changed" });
      const reuse = await f.store.rotateRefreshToken(tokenHash, next(f), at(62), { client: as });
      expect(reuse).toEqual({ status: "client_changed" });
      const unknown = await f.store.exchangeAuthorizationCode(unique("code"), f.clientId, at(63), () => null, as);
      expect(unknown.consumed).toEqual({ status: "client_changed" });
      expect((await f.store.findGrant(grantId))?.revokedAt).toBeNull();
    });
  });
}
