// The composition root: wires the Prisma store, the signing keys, the clock, randomness and the
// configuration into the pure OAuth core. Route handlers and server actions start here.
import { hkdfSync, randomBytes } from "node:crypto";
import { appDatabase, appPrisma } from "./database";
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import { createPrismaResourceServers } from "@/lib/db/oauth/resource-servers";
import type { ResourceServerPort } from "@/lib/oauth/resource-servers/ports";
import { getLogger } from "@/lib/observability/logger";
import { noteClientId } from "@/lib/observability/request-context";
import type { AuthorizeEndpointDeps } from "@/lib/oauth/authorize/authorize-endpoint-deps";
import type { VerifyAccessTokenOptions } from "@/lib/oauth/access-token";
import { type BearerAccessDeps, oneReadGrantAccess } from "@/lib/oauth/bearer-access";
import { type VerifiedAccessTokens, createVerifiedAccessTokens } from "@/lib/oauth/verified-access-tokens";
import type { OAuthStore } from "@/lib/oauth/ports";
import type { IntrospectionDeps } from "@/lib/oauth/introspection/introspect-token";
import type { RevocationDeps } from "@/lib/oauth/revocation/revoke-token";
import type { PushDeps } from "@/lib/oauth/par/push-authorization-request";
import type { TokenEndpointDeps } from "@/lib/oauth/token-grants/token-endpoint";
import { type ClientMemory, createClientMemory } from "@/lib/oauth/token-grants/client-memory";
import type { UserInfoDeps } from "@/lib/oauth/oidc/userinfo";
import { findUserClaims } from "@/lib/db/oauth/find-user-claims";
import { findLogoutClient } from "@/lib/db/oauth/find-logout-client";
import type { EndSessionDeps } from "@/lib/oauth/oidc/end-session";
import { verifyIdTokenHint } from "@/lib/oauth/oidc/id-token-hint";
import { type ApiResource, acceptedAudiences, apiResourceAt } from "@/lib/oauth/resource/api-resource";
import { getConfig } from "./config";
import { createGrantUseRecorder, type GrantUseRecorder } from "../after-response/grant-use-recorder";
import { observedOAuthStore } from "../observed-oauth/observed-oauth-store";
import { hit } from "../rate-limit/rate-limiter";
import { type SigningKeys, getSigningKeys } from "./signing-keys";
import { outageNotingStore, storageOutages } from "../observed-oauth/storage-outages";
import { afterAnswer } from "../after-response/after-answer";
import { tokenActivityRecorder } from "./recorders";
import type { ClientAssertionDeps } from "@/lib/oauth/client-assertion/verify-client-assertion";
import { onceStore } from "./once-store";
import { type RemoteJwks, createRemoteJwks } from "@/lib/oauth/client-assertion/remote-jwks";
import { coalesceFetches } from "@/lib/oauth/client-metadata/coalesce-fetches";
import { createMetadataFetcher, metadataFetchPolicy } from "../client-metadata/fetch-metadata-document";
import type { DpopProofDeps } from "@/lib/oauth/dpop/dpop-proof";

export const systemRandomBytes = (size: number): Uint8Array => randomBytes(size);

/** `iss` of tokens and of authorization responses (RFC 9207); the RFC 8414 metadata issuer. */
export function issuer(): string {
  return getConfig().authUrl;
}

/** `aud` of access tokens issued without a `resource`: the API at BASE_URL. */
export function apiAudience(): string {
  return getConfig().baseUrl;
}

/** The API as an RFC 8707 / RFC 9728 resource: its identifier is `${BASE_URL}/v2`. */
export function apiResource(): ApiResource {
  return apiResourceAt(getConfig().baseUrl);
}

/**
 * private_key_jwt: an assertion's `aud` may name our issuer or the token endpoint's URL (RFC 7523
 * s3, OpenID Connect Core s9), or the pushed authorization request endpoint's (RFC 9126 s2), at
 * every endpoint that authenticates clients; jti are single-use.
 */
async function clientAssertions(): Promise<Omit<ClientAssertionDeps, "now">> {
  const { baseUrl } = getConfig();
  return {
    audiences: [issuer(), `${baseUrl}/v2/auth/oauth2/token`, `${baseUrl}/v2/auth/oauth2/par`],
    once: await onceStore(),
    remoteKeys: remoteJwks(),
  };
}

const remoteJwksSlot = globalThis as unknown as { __oauthRemoteJwks?: RemoteJwks };

/**
 * Clients' published keys (jwks_uri), one cache for the process, fetched as metadata documents are
 * (https, public addresses only, short deadline, bounded size; loopback only under WEBHOOK_ALLOW_LOOPBACK).
 */
function remoteJwks(): RemoteJwks {
  remoteJwksSlot.__oauthRemoteJwks ??= createRemoteJwks({
    fetcher: coalesceFetches(
      createMetadataFetcher(metadataFetchPolicy({ allowLoopback: getConfig().webhookAllowLoopback })),
    ),
    now: () => new Date(),
  });
  return remoteJwksSlot.__oauthRemoteJwks;
}

const REFRESH_TOKEN_KEY_INFO = "oauth-service/refresh-token-successor/v1";
const REFRESH_TOKEN_FAMILY_KEY_INFO = "oauth-service/refresh-token-family/v1";
const DPOP_NONCE_KEY_INFO = "oauth-service/dpop-nonce/v1";
const refreshKeys = new Map<string, Uint8Array>();

/**
 * The keys refresh tokens are made under, HKDF from the server secret and never stored: successors
 * are derived under one, grant marks made under the other (one label each, so neither reveals the other).
 */
function refreshKey(secret: string, info: string): Uint8Array {
  const id = `${info}\n${secret}`;
  let key = refreshKeys.get(id);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "", info, 32));
    refreshKeys.set(id, key);
  }
  return key;
}

type OAuthState = { store: OAuthStore; tokenStore: OAuthStore; clients: ClientMemory };

// Per database, for the process: the store (it holds no request's state, and every request needs
// it), the token endpoint's view of it, and the clients the token endpoint authenticated
// (client-memory.ts: safe when stale).
const perDatabase = new WeakMap<object, OAuthState>();

/**
 * The token endpoint's store: a secret's or key's "last used", which its owner sees to the minute
 * and which is written at most once a minute, is written after the answer. A client's first
 * request after a quiet minute no longer waits on that write before its tokens are issued.
 */
function stampsAfterTheAnswer(store: OAuthStore): OAuthStore {
  return {
    ...store,
    recordSecretUse: async (secretId, now) =>
      afterAnswer("a client secret's last use", () => store.recordSecretUse(secretId, now)),
    recordKeyUse: async (keyId, now) => afterAnswer("a client key's last use", () => store.recordKeyUse(keyId, now)),
  };
}

async function oauthState(): Promise<OAuthState> {
  const db = await appDatabase();
  let state = perDatabase.get(db);
  if (state === undefined) {
    const store = outageNotingStore(createPrismaOAuthStore(db.prisma, db.direct));
    state = { store, tokenStore: stampsAfterTheAnswer(store), clients: createClientMemory() };
    perDatabase.set(db, state);
  }
  return state;
}

export async function oauthStore(): Promise<OAuthStore> {
  return (await oauthState()).store;
}

/** DPoP proofs' checks as every endpoint wires them: the shared single-use store, and nonces when on. */
export async function dpopProofDeps(now: Date): Promise<DpopProofDeps> {
  const { dpopNonces, authSecret } = getConfig();
  return {
    replay: await onceStore(),
    now,
    ...(dpopNonces ? { nonces: { key: refreshKey(authSecret, DPOP_NONCE_KEY_INFO) } } : {}),
  };
}

export async function tokenEndpointDeps(now = new Date()): Promise<TokenEndpointDeps> {
  const [{ tokenStore: store, clients }, keys, dpop, assertions] = await Promise.all([
    oauthState(),
    getSigningKeys(),
    dpopProofDeps(now),
    clientAssertions(),
  ]);
  return {
    dpop,
    requireDpopForPublicClients: getConfig().requireDpopForPublicClients,
    requireHighSecurityForWriteScopes: getConfig().requireHighSecurityForWriteScopes,
    store,
    clients,
    clientAssertions: assertions,
    now,
    randomBytes: systemRandomBytes,
    issuer: issuer(),
    audience: apiAudience(),
    apiResource: apiResource(),
    signingKey: keys.active,
    refreshTokenIdleLifetimeSeconds: getConfig().refreshTokenTtlDays * 24 * 3600,
    refreshReuseWindowSeconds: getConfig().refreshReuseWindowSeconds,
    refreshTokenKey: refreshKey(getConfig().authSecret, REFRESH_TOKEN_KEY_INFO),
    refreshTokenFamilyKey: refreshKey(getConfig().authSecret, REFRESH_TOKEN_FAMILY_KEY_INFO),
    refreshCeiling: { max: getConfig().refreshMaxPerMinute, seconds: 60 },
    outages: storageOutages().recent,
    activity: tokenActivityRecorder(),
  };
}

const verifiedSlot = globalThis as unknown as { __oauthVerifiedAccessTokens?: VerifiedAccessTokens };

/**
 * How access tokens are verified: the published keys, our issuer, the API's audiences, and the
 * process's memory of tokens already verified (one for every route bundle).
 */
function accessTokenVerification(keys: SigningKeys, now: Date): VerifyAccessTokenOptions {
  verifiedSlot.__oauthVerifiedAccessTokens ??= createVerifiedAccessTokens();
  return {
    getKey: keys.getKey,
    issuer: issuer(),
    audience: acceptedAudiences(apiResource()),
    now,
    verified: verifiedSlot.__oauthVerifiedAccessTokens,
  };
}

const grantUseSlot = globalThis as unknown as { __grantUse?: GrantUseRecorder };

/** Grants' "last used", written after the answer through the store (the process's one recorder). */
export function grantUseRecorder(): GrantUseRecorder {
  grantUseSlot.__grantUse ??= createGrantUseRecorder(
    async (uses) => {
      const store = await oauthStore();
      await Promise.all(uses.map((use) => store.recordGrantUse(use.grantId, use.at)));
    },
    (error, uses) => getLogger().warn({ grants: uses.length, err: error }, "could not record grants' last use"),
  );
  return grantUseSlot.__grantUse;
}

export async function bearerAccessDeps(now = new Date()): Promise<BearerAccessDeps> {
  const [store, keys] = await Promise.all([oauthStore(), getSigningKeys()]);
  return {
    verify: accessTokenVerification(keys, now),
    // One read of the grant with its client; the client is named on the request's log line.
    ...oneReadGrantAccess(store, noteClientId),
    noteGrantUse: (grantId) => grantUseRecorder().note(grantId, now),
    dpopProofs: () => dpopProofDeps(now),
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
    apiResource: apiResource(),
  };
}

/** Pushed authorization requests (RFC 9126): the client authenticates as at the token endpoint. */
export async function pushedRequestDeps(now = new Date()): Promise<PushDeps> {
  const [store, assertions] = await Promise.all([oauthStore(), clientAssertions()]);
  return {
    store: observedOAuthStore(store),
    clientAssertions: assertions,
    now,
    randomBytes: systemRandomBytes,
    apiResource: apiResource(),
  };
}

/** Revocation (RFC 7009) and introspection (RFC 7662) verify access tokens like the API does. */
export async function tokenInspectionDeps(now = new Date()): Promise<RevocationDeps & IntrospectionDeps> {
  const [store, keys, assertions] = await Promise.all([oauthStore(), getSigningKeys(), clientAssertions()]);
  return {
    store: observedOAuthStore(store),
    clientAssertions: assertions,
    now,
    verify: accessTokenVerification(keys, now),
    legacyAudience: apiAudience(),
    apiIdentifier: apiResource().identifier,
    resourceServers: await resourceServerStore(),
    resourceServerBudget: (credentialId) => hit("INTROSPECT_RESOURCE_SERVER", credentialId),
  };
}

/** UserInfo (OpenID Connect Core s5.3) checks its bearer token as the API does. */
export async function userInfoDeps(now = new Date()): Promise<UserInfoDeps> {
  return { ...(await bearerAccessDeps(now)), findUserClaims };
}

/** The end-session endpoint (OpenID Connect RP-Initiated Logout): hints verify with the published keys. */
export async function endSessionDeps(now = new Date()): Promise<EndSessionDeps> {
  const keys = await getSigningKeys();
  return {
    findLogoutClient,
    verifyIdTokenHint: (token) => verifyIdTokenHint(token, { getKey: keys.getKey, issuer: issuer() }),
    formKey: getConfig().authSecret,
    now,
  };
}

export async function resourceServerStore(): Promise<ResourceServerPort> {
  return createPrismaResourceServers(await appPrisma());
}
