// The `WWW-Authenticate: Bearer` challenge of every 401 and 403 of the API (RFC 6750 s3):
// `resource_metadata` (RFC 9728 s5.1) tells a client that knows nothing but the API's URL where
// to discover the authorization server; `scope` names what the request needs. On a 403 the
// scopes are the ones the token holds plus the one the operation needs, in one challenge, so a
// client steps up once without losing what it had (MCP authorization, "Scope Challenge Handling").
import { DPOP_CHALLENGE_ALGS, type ResourceError, sanitizeErrorDescription } from "../errors";
import type { Scope } from "../scope-catalogue";
import { formatScopes } from "../scope-parse";

export interface ChallengeContext {
  /** The protected-resource metadata URL of the API. */
  readonly resourceMetadataUrl: string;
  /** The scope the operation needs; null when no scope reaches it. */
  readonly requiredScope: Scope | null;
  /** The scopes of the presented token, when it verified. */
  readonly heldScopes?: readonly Scope[];
}

/** The scopes a challenge names: what the operation needs, with what the token holds on a 403. */
export function challengedScopes(error: ResourceError, context: ChallengeContext): Scope[] {
  if (context.requiredScope === null) return [];
  if (error.status === 401) return [context.requiredScope];
  return [...new Set([...(context.heldScopes ?? []), context.requiredScope])];
}

/** The header value, e.g. `Bearer resource_metadata="…", error="insufficient_scope", …, scope="A B"`. */
export function bearerChallenge(error: ResourceError, context: ChallengeContext): string {
  const params: [string, string][] = [["resource_metadata", context.resourceMetadataUrl]];
  if (error.code !== null) params.push(["error", error.code], ["error_description", error.description]);
  const scopes = challengedScopes(error, context);
  if (scopes.length > 0) params.push(["scope", formatScopes(scopes)]);
  if (error.scheme === "DPoP") params.push(["algs", DPOP_CHALLENGE_ALGS]);
  return `${error.scheme} ${params.map(([k, v]) => `${k}="${sanitizeErrorDescription(v, 2048)}"`).join(", ")}`;
}
