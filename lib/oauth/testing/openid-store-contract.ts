// What an OAuthStore must keep for OpenID Connect, run on the memory store and on Prisma (both
// databases): a code's nonce and sign-in come back when it is exchanged, and a grant's sign-in
// comes back from every read the token endpoint makes of it, so every ID token names one sign-in.
import { describe, expect, it } from "vitest";
import type { AuthorizationCodeRecord, NewGrant } from "../ports";
import type { ContractFixture } from "./oauth-store-contract";

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}`;
const SIGN_IN = { authTime: new Date("2029-12-31T23:30:00.123Z"), sid: "sid-claim-1" };

export function describeOpenIdStoreContract(name: string, setup: () => Promise<ContractFixture>): void {
  const code = (f: ContractFixture, over: Partial<AuthorizationCodeRecord> = {}): AuthorizationCodeRecord => ({
    codeHash: unique("code"),
    clientId: f.clientId,
    userId: f.userId,
    redirectUri: "https://app.example.com/cb",
    scopes: ["openid", "PROFILE_READ"],
    legacyUnrestricted: false,
    codeChallenge: null,
    issuedAt: T0,
    expiresAt: at(600),
    ...over,
  });

  describe(`${name}: OpenID Connect storage contract`, () => {
    it("a code's nonce and sign-in come back from the exchange; a code without them has neither", async () => {
      const f = await setup();
      const withSignIn = code(f, { nonce: "n-0S6_WzA2Mj", signIn: SIGN_IN });
      await f.store.saveAuthorizationCode(withSignIn);
      const seen: AuthorizationCodeRecord[] = [];
      await f.store.exchangeAuthorizationCode(withSignIn.codeHash, f.clientId, at(1), (c) => {
        seen.push(c);
        return null;
      });
      expect(seen[0]?.nonce).toBe("n-0S6_WzA2Mj");
      expect(seen[0]?.signIn).toEqual(SIGN_IN);

      const plain = code(f, { scopes: ["PROFILE_READ"] });
      await f.store.saveAuthorizationCode(plain);
      const consumed = await f.store.consumeAuthorizationCode(plain.codeHash, f.clientId, at(1));
      expect(consumed.status).toBe("consumed");
      if (consumed.status === "consumed") {
        expect(consumed.code.nonce ?? null).toBeNull();
        expect(consumed.code.signIn ?? null).toBeNull();
      }
    });

    it("a grant's sign-in comes back from findGrant, rotation (and its retry) and findRefreshToken", async () => {
      const f = await setup();
      const saved = code(f, { signIn: SIGN_IN });
      await f.store.saveAuthorizationCode(saved);
      const grant: NewGrant = {
        id: unique("grant"),
        clientId: f.clientId,
        userId: f.userId,
        scopes: ["openid"],
        legacyUnrestricted: false,
        authorizationCodeHash: saved.codeHash,
        createdAt: T0,
        signIn: SIGN_IN,
      };
      const first = {
        tokenHash: unique("rt"),
        grantId: grant.id,
        clientId: f.clientId,
        issuedAt: T0,
        expiresAt: at(3600),
      };
      await f.store.createGrantWithRefreshToken({ grant, refreshToken: first, revokeEarlierLegacyGrants: false });
      expect((await f.store.findGrant(grant.id))?.signIn).toEqual(SIGN_IN);

      const successor = { tokenHash: unique("rt"), clientId: f.clientId, issuedAt: at(60), expiresAt: at(7200) };
      const rotated = await f.store.rotateRefreshToken(first.tokenHash, successor, at(60), {
        retryWindowStart: at(30),
      });
      expect(rotated.status === "rotated" && rotated.grant.signIn).toEqual(SIGN_IN);
      const retried = await f.store.rotateRefreshToken(first.tokenHash, successor, at(61), {
        retryWindowStart: at(31),
      });
      expect(retried.status === "rotated" && retried.retried && retried.grant.signIn).toEqual(SIGN_IN);
      expect((await f.store.findRefreshToken(successor.tokenHash))?.grant.signIn).toEqual(SIGN_IN);
    });
  });
}
