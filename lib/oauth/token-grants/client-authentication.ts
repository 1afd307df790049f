// Client authentication at the token endpoint (RFC 6749 s2.3, s3.2.1; spec s5.3, s5.9).
import { secretMatchesHash } from "../constant-time";
import { InvalidClientError, UnauthorizedClientError } from "../errors";
import type { ClientKind, ClientSecretRecord, TokenClientRecord } from "../ports";
import type { Scope } from "../scope-catalogue";
import type { ClientCredentials } from "./token-request";

export interface AuthenticatedClient {
  readonly clientId: string;
  readonly kind: ClientKind;
  /** The client's enabled scopes now (empty for a legacy client). */
  readonly scopes: readonly Scope[];
  /** The secret that matched, so storage can record when it was last used; null for public clients. */
  readonly matchedSecretId: string | null;
}

/** Throws invalid_client (401) or unauthorized_client; the same words for every failed secret. */
export function authenticateClient(
  client: TokenClientRecord | null,
  credentials: ClientCredentials,
  now: Date,
): AuthenticatedClient {
  if (client === null || client.clientId !== credentials.clientId)
    throw new InvalidClientError("client authentication failed");

  let matchedSecretId: string | null = null;
  if (client.kind === "CONFIDENTIAL") {
    if (credentials.clientSecret === null) throw new InvalidClientError("client authentication failed");
    matchedSecretId = matchingSecretId(client, credentials.clientSecret, now);
    if (matchedSecretId === null) throw new InvalidClientError("client authentication failed");
  } else if (credentials.clientSecret !== null) {
    // A public client has no secret; one that sends a secret is not who it claims to be.
    throw new InvalidClientError("public clients must not send a client secret");
  }

  // Checked only after the credentials, so an unauthenticated caller learns nothing of the state.
  if (client.status !== "APPROVED") throw new UnauthorizedClientError("this client has not been approved for use");
  return { clientId: client.clientId, kind: client.kind, scopes: client.scopes, matchedSecretId };
}

/** A rolled secret works until its expiry, exclusive: at that instant it is refused like a wrong one. */
export function secretIsLive(secret: Pick<ClientSecretRecord, "expiresAt">, now: Date): boolean {
  return secret.expiresAt == null || secret.expiresAt.getTime() > now.getTime();
}

/**
 * Compares against every secret, expired or not, with no early exit, so timing says nothing of
 * which matched or whether the match had expired.
 */
function matchingSecretId(client: TokenClientRecord, presented: string, now: Date): string | null {
  let matched: string | null = null;
  for (const secret of client.secrets) {
    const isMatch = secretMatchesHash(presented, secret.hash);
    if (isMatch && matched === null && secretIsLive(secret, now)) matched = secret.id;
  }
  return matched;
}
