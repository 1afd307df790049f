// What the token endpoint counts for a client's developer: each request of a client that exists,
// as a success or as a failure with its reason, recorded when it happens so a past day never
// changes. Recording must never delay or fail the request: the port takes the entry and returns.
import {
  InvalidClientError,
  InvalidGrantError,
  OAuthError,
  SlowDownError,
  TemporarilyUnavailableError,
  UnauthorizedClientError,
} from "../errors";

export const TOKEN_FAILURE_REASONS = [
  "wrong_client_secret",
  "code_used_or_expired",
  "refresh_token_revoked_or_reused",
  "rate_limited",
  "client_not_approved",
  "invalid_request",
  "other",
] as const;
export type TokenFailureReason = (typeof TOKEN_FAILURE_REASONS)[number];

export type TokenActivityEntry =
  | { readonly clientId: string; readonly at: Date; readonly outcome: "success" }
  | { readonly clientId: string; readonly at: Date; readonly outcome: "failure"; readonly reason: TokenFailureReason };

export interface TokenActivityPort {
  /** Takes note and returns at once; the adapter writes later and never throws into the request. */
  record(entry: TokenActivityEntry): void;
}

/** Why a token request of a known client failed, in the terms its developer can act on. */
export function tokenFailureReason(
  error: unknown,
  grantType: "authorization_code" | "refresh_token",
): TokenFailureReason {
  if (error instanceof InvalidClientError) return "wrong_client_secret";
  if (error instanceof SlowDownError) return "rate_limited";
  if (error instanceof UnauthorizedClientError) return "client_not_approved";
  if (error instanceof InvalidGrantError)
    return grantType === "authorization_code" ? "code_used_or_expired" : "refresh_token_revoked_or_reused";
  if (error instanceof TemporarilyUnavailableError) return "other";
  if (error instanceof OAuthError) return "invalid_request";
  return "other";
}

/** The UTC day a request is counted on, as its midnight. */
export function activityDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Notes an entry; a recorder that throws is ignored, as the answer must not depend on it. */
export function noteTokenActivity(port: TokenActivityPort | undefined, entry: TokenActivityEntry): void {
  try {
    port?.record(entry);
  } catch {
    // Counting is best effort; the token response is not.
  }
}
