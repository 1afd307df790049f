// The composition root: wires the Prisma store, the signing keys, the clock, randomness and the
// configuration into the pure OAuth core. Route handlers and server actions start here.
import { randomBytes } from "node:crypto";
import { appPrisma } from "./database";
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import { noteClientId } from "@/lib/observability/request-context";
import type { AuthorizeEndpointDeps } from "@/lib/oauth/authorize/authorize-endpoint-deps";
import type { BearerAccessDeps } from "@/lib/oauth/bearer-access";
import type { GrantAccessRecord, OAuthStore } from "@/lib/oauth/ports";
import type { IntrospectionDeps } from "@/lib/oauth/introspection/introspect-token";
import type { RevocationDeps } from "@/lib/oauth/revocation/revoke-token";
import type { TokenEndpointDeps } from "@/lib/oauth/token-grants/token-endpoint";
import { getConfig } from "./config";
import { recordGrantUseSoon } from "./grant-use-recorder";
import { observedOAuthStore } from "./observed-oauth-store";
import { getSigningKeys } from "./signing-keys";

export const systemRandomBytes = (size: number): Uint8Array => randomBytes(size);

/** `iss` of tokens and of authorization responses (RFC 9207); the RFC 8414 metadata issuer. */
export function issuer(): string {
  return getConfig().authUrl;
}

/** `aud` of access tokens: the API at BASE_URL. */
export function apiAudience(): string {
  return getConfig().baseUrl;
}

export async function oauthStore(): Promise<OAuthStore> {
  return createPrismaOAuthStore(await appPrisma());
}

export async function tokenEndpointDeps(now = new Date()): Promise<TokenEndpointDeps> {
  const [store, keys] = await Promise.all([oauthStore(), getSigningKeys()]);
  return {
    store,
    now,
    randomBytes: systemRandomBytes,
    issuer: issuer(),
    audience: apiAudience(),
    signingKey: keys.active,
    refreshTokenIdleLifetimeSeconds: getConfig().refreshTokenTtlDays * 24 * 3600,
    refreshReuseWindowSeconds: getConfig().refreshReuseWindowSeconds,
  };
}

export async function bearerAccessDeps(now = new Date()): Promise<BearerAccessDeps> {
  const [store, keys] = await Promise.all([oauthStore(), getSigningKeys()]);
  let found: GrantAccessRecord | null = null;
  return {
    verify: { getKey: keys.getKey, issuer: issuer(), audience: apiAudience(), now },
    // One read of the grant with its client (the check asks for the grant, then its client).
    findGrant: async (id) => {
      found = await store.findGrantAccess(id);
      return found?.grant ?? null;
    },
    // The grant's client, named on the request's log line once its token verified.
    findClientAccess: (clientId) => {
      noteClientId(clientId);
      return found?.grant.clientId === clientId ? Promise.resolve(found.client) : store.findClientAccess(clientId);
    },
    noteGrantUse: (grantId) => recordGrantUseSoon(store, grantId, now),
  };
}

export async function authorizeEndpointDeps(now = new Date()): Promise<AuthorizeEndpointDeps> {
  return {
    store: await oauthStore(),
    now,
    randomBytes: systemRandomBytes,
    issuer: issuer(),
    consentTokenKey: getConfig().authSecret,
    rememberConsent: getConfig().rememberConsent,
  };
}

/** Revocation (RFC 7009) and introspection (RFC 7662) verify access tokens like the API does. */
export async function tokenInspectionDeps(now = new Date()): Promise<RevocationDeps & IntrospectionDeps> {
  const [store, keys] = await Promise.all([oauthStore(), getSigningKeys()]);
  return {
    store: observedOAuthStore(store),
    now,
    verify: { getKey: keys.getKey, issuer: issuer(), audience: apiAudience(), now },
  };
}
