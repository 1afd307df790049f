// The composition root: wires the Prisma store, the signing keys, the clock, randomness and the
// configuration into the pure OAuth core. Route handlers and server actions start here.
import { randomBytes } from "node:crypto";
import { getPrisma } from "@/lib/db/db";
import { findClientAccess } from "@/lib/db/oauth/find-client-access";
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import type { BearerAccessDeps } from "@/lib/oauth/bearer-access";
import type { OAuthStore } from "@/lib/oauth/ports";
import type { TokenEndpointDeps } from "@/lib/oauth/token-grants/token-endpoint";
import { getConfig } from "./config";
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
  return createPrismaOAuthStore(await getPrisma());
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
  };
}

export async function bearerAccessDeps(now = new Date()): Promise<BearerAccessDeps> {
  const [store, keys] = await Promise.all([oauthStore(), getSigningKeys()]);
  return {
    verify: { getKey: keys.getKey, issuer: issuer(), audience: apiAudience(), now },
    findGrant: (id) => store.findGrant(id),
    findClientAccess,
  };
}
