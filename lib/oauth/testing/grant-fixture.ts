// A ready-made world for grant tests: an in-memory store, three clients, an ES256 key, a clock.
import { SCOPES } from "../scope-catalogue";
import { randomBytes } from "node:crypto";
import { generateKeyPair } from "jose";
import { verifyAccessToken } from "../access-token";
import { type IssueAuthorizationCodeInput, issueAuthorizationCode } from "../authorization-code";
import { hashSecret } from "../constant-time";
import type { AuthenticatedClient } from "../token-grants/client-authentication";
import type { GrantContext } from "../token-grants/token-response";
import { MemoryOnceStore } from "../replay/memory-once-store";
import { MemoryOAuthStore } from "./memory-store";

export const ISSUER = "https://api.example.com";
export const AUDIENCE = "https://api.example.com/v2";
export const REDIRECT = "https://app.example.com/callback";
export const T0 = new Date("2030-01-01T00:00:00Z");
export const VERIFIER = "verifier-".repeat(6);

export const CONFIDENTIAL: AuthenticatedClient = {
  clientId: "conf",
  kind: "CONFIDENTIAL",
  status: "APPROVED",
  scopes: SCOPES,
  matchedSecretId: "conf-secret-1",
  matchedSecretExpiresAt: null,
};
export const PUBLIC: AuthenticatedClient = {
  clientId: "pub",
  kind: "PUBLIC",
  status: "APPROVED",
  scopes: SCOPES,
  matchedSecretId: null,
  matchedSecretExpiresAt: null,
};
export const OTHER: AuthenticatedClient = {
  clientId: "other",
  kind: "CONFIDENTIAL",
  status: "APPROVED",
  scopes: SCOPES,
  matchedSecretId: "other-secret-1",
  matchedSecretExpiresAt: null,
};

export async function makeGrantFixture() {
  const store = new MemoryOAuthStore();
  store.addClient({
    clientId: "conf",
    kind: "CONFIDENTIAL",
    status: "APPROVED",
    scopes: SCOPES,
    secrets: [{ id: "conf-secret-1", hash: hashSecret("conf-secret") }],
  });
  store.addClient({ clientId: "pub", kind: "PUBLIC", status: "APPROVED", scopes: SCOPES, secrets: [] });
  store.addClient({
    clientId: "other",
    kind: "CONFIDENTIAL",
    status: "APPROVED",
    scopes: SCOPES,
    secrets: [{ id: "other-secret-1", hash: hashSecret("other-secret") }],
  });
  const keys = await generateKeyPair("ES256", { extractable: true });
  const refreshTokenKey = new Uint8Array(randomBytes(32));
  const refreshTokenFamilyKey = new Uint8Array(randomBytes(32));
  let now = T0;
  const dpopReplay = new MemoryOnceStore({ now: () => now });

  const context = (): GrantContext => ({
    issuer: ISSUER,
    audience: AUDIENCE,
    signingKey: { privateKey: keys.privateKey, kid: "key-1", alg: "ES256" },
    randomBytes: (n) => randomBytes(n),
    refreshTokenKey,
    refreshTokenFamilyKey,
    now,
  });

  return {
    store,
    /** Proofs' jti, remembered across the fixture's requests. */
    dpopReplay,
    deps: () => ({ ...context(), store, dpop: { replay: dpopReplay } }),
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    now: () => now,
    /** The public half of the signing key (ID tokens verify with it). */
    publicKey: keys.publicKey,
    /** Issues and stores a code as the consent step would. */
    async authorize(over: Partial<IssueAuthorizationCodeInput> = {}): Promise<string> {
      const { code, record } = issueAuthorizationCode(
        { randomBytes: (n) => randomBytes(n), now },
        {
          clientId: "conf",
          userId: "user-1",
          redirectUri: REDIRECT,
          scopes: ["BOOKING_READ", "PROFILE_READ"],
          legacyUnrestricted: false,
          ...over,
        },
      );
      await store.saveAuthorizationCode(record);
      return code;
    },
    verify(accessToken: string) {
      return verifyAccessToken(accessToken, { getKey: keys.publicKey, issuer: ISSUER, audience: AUDIENCE, now });
    },
    /** How the API verifies access tokens, at the fixture's clock. */
    verifyOptions() {
      return { getKey: keys.publicKey, issuer: ISSUER, audience: AUDIENCE, now };
    },
  };
}

export type GrantFixture = Awaited<ReturnType<typeof makeGrantFixture>>;

/** The OAuthError code a promise rejects with. */
export async function rejectionCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error && "code" in error && typeof error.code === "string") return error.code;
    throw error;
  }
  throw new Error("expected the promise to reject");
}
