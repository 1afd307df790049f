// Client authentication at the token endpoint (RFC 6749 s2.3, s3.2.1; spec s5.3, s5.9), and at
// every endpoint that authenticates clients as it does (revocation, introspection, PAR). A
// confidential client authenticates with one of its live secrets, or with a client assertion signed
// by one of its registered keys (private_key_jwt, RFC 7523 s2.2). Which methods a client may use
// follows from what it holds: secrets, keys, or both while it switches from one to the other.
import type { ClientAssertionVerifier } from "../client-assertion/verify-client-assertion";
import { secretMatchesHash } from "../constant-time";
import { InvalidClientError, UnauthorizedClientError } from "../errors";
import type { ClientAsAuthenticated, ClientSecretRecord, TokenClientRecord } from "../ports";
import { PROFILE_REFUSALS, authenticationProfileGap } from "../security-profile";
import type { ClientCredentials } from "./token-request";

/**
 * The client's enabled scopes (empty for a legacy client), its kind and status, and the secret that
 * matched (so storage can record when it was last used; null for public clients). Every write made
 * for it carries all of it, so the store can refuse the write if the client has changed since.
 */
export type AuthenticatedClient = ClientAsAuthenticated;

/**
 * Authenticates a request's client by whichever method it used. Throws invalid_client (401) or
 * unauthorized_client. `assertions` verifies private_key_jwt; without it an assertion is refused.
 */
export async function authenticateClientRequest(
  client: TokenClientRecord | null,
  credentials: ClientCredentials,
  now: Date,
  assertions: ClientAssertionVerifier | undefined,
): Promise<AuthenticatedClient> {
  // The high-security profile: a secret (or none) never authenticates it, whatever it holds.
  if (client?.highSecurity === true && client.clientId === credentials.clientId) {
    const gap = authenticationProfileGap(credentials.method);
    if (gap !== null) throw new InvalidClientError(PROFILE_REFUSALS[gap]);
  }
  if (credentials.method !== "private_key_jwt" || credentials.assertion === undefined)
    return authenticateClient(client, credentials, now);
  if (client === null || client.clientId !== credentials.clientId)
    throw new InvalidClientError("client authentication failed");
  if (client.kind !== "CONFIDENTIAL")
    throw new InvalidClientError("public clients do not authenticate: send client_id alone");
  const keys = client.keys ?? [];
  const jwksUri = client.jwksUri ?? null;
  if ((keys.length === 0 && jwksUri === null) || assertions === undefined)
    throw new InvalidClientError("this client has no registered keys: authenticate with its client secret");
  const keyId = await assertions.verify({ clientId: client.clientId, keys, jwksUri }, credentials.assertion);
  // A published key is no stored row: nothing to stamp, nothing for the store to re-check.
  const matchedKeyId = keys.some((key) => key.id === keyId) ? keyId : null;
  if (client.status !== "APPROVED") throw new UnauthorizedClientError("this client has not been approved for use");
  return {
    clientId: client.clientId,
    kind: client.kind,
    status: client.status,
    scopes: client.scopes,
    matchedSecretId: null,
    matchedSecretExpiresAt: null,
    matchedKeyId,
    ...(client.dpopBoundAccessTokens === true ? { dpopBoundAccessTokens: true } : {}),
    ...(client.highSecurity === true ? { highSecurity: true } : {}),
  };
}

/** Throws invalid_client (401) or unauthorized_client; the same words for every failed secret. */
export function authenticateClient(
  client: TokenClientRecord | null,
  credentials: ClientCredentials,
  now: Date,
): AuthenticatedClient {
  if (client === null || client.clientId !== credentials.clientId)
    throw new InvalidClientError("client authentication failed");

  let matched: ClientSecretRecord | null = null;
  if (client.kind === "CONFIDENTIAL") {
    // A client that holds only keys has switched to private_key_jwt: no secret can authenticate it.
    if (client.secrets.length === 0 && ((client.keys?.length ?? 0) > 0 || (client.jwksUri ?? null) !== null))
      throw new InvalidClientError(
        "this client authenticates with a signed client assertion (private_key_jwt), not a client secret",
      );
    if (credentials.clientSecret === null) throw new InvalidClientError("client authentication failed");
    matched = matchingSecret(client, credentials.clientSecret, now);
    if (matched === null) throw new InvalidClientError("client authentication failed");
  } else if (credentials.clientSecret !== null) {
    // A public client has no secret; one that sends a secret is not who it claims to be.
    throw new InvalidClientError("public clients must not send a client secret");
  }

  // Checked only after the credentials, so an unauthenticated caller learns nothing of the state.
  if (client.status !== "APPROVED") throw new UnauthorizedClientError("this client has not been approved for use");
  return {
    clientId: client.clientId,
    kind: client.kind,
    status: client.status,
    scopes: client.scopes,
    matchedSecretId: matched?.id ?? null,
    matchedSecretExpiresAt: matched?.expiresAt ?? null,
    ...(client.dpopBoundAccessTokens === true ? { dpopBoundAccessTokens: true } : {}),
  };
}

/**
 * Does the stored client still match the client as it was authenticated? (The rule the stores
 * apply before a write: ClientAsAuthenticated.)
 */
export function stillAuthenticatedAs(stored: TokenClientRecord | null, as: ClientAsAuthenticated): boolean {
  if (stored === null || stored.clientId !== as.clientId) return false;
  if (stored.kind !== as.kind || stored.status !== as.status) return false;
  if ((stored.dpopBoundAccessTokens ?? false) !== (as.dpopBoundAccessTokens ?? false)) return false;
  if ((stored.highSecurity ?? false) !== (as.highSecurity ?? false)) return false;
  if (stored.scopes.length !== as.scopes.length || stored.scopes.some((scope, i) => scope !== as.scopes[i]))
    return false;
  if (as.matchedKeyId != null && !(stored.keys ?? []).some((key) => key.id === as.matchedKeyId)) return false;
  if (as.matchedSecretId === null) return true;
  const secret = stored.secrets.find((s) => s.id === as.matchedSecretId);
  return (
    secret !== undefined && (secret.expiresAt?.getTime() ?? null) === (as.matchedSecretExpiresAt?.getTime() ?? null)
  );
}

/** A rolled secret works until its expiry, exclusive: at that instant it is refused like a wrong one. */
export function secretIsLive(secret: Pick<ClientSecretRecord, "expiresAt">, now: Date): boolean {
  return secret.expiresAt == null || secret.expiresAt.getTime() > now.getTime();
}

/**
 * Compares against every secret, expired or not, with no early exit, so timing says nothing of
 * which matched or whether the match had expired.
 */
function matchingSecret(client: TokenClientRecord, presented: string, now: Date): ClientSecretRecord | null {
  let matched: ClientSecretRecord | null = null;
  for (const secret of client.secrets) {
    const isMatch = secretMatchesHash(presented, secret.hash);
    if (isMatch && matched === null && secretIsLive(secret, now)) matched = secret;
  }
  return matched;
}
