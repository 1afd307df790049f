// The per-client "high security" profile (FAPI 2.0 Security Profile, as it applies to us), every
// rule in one place: what a client lacks to run it, what an authorization request and a token
// request must carry under it, and how long its codes live. Pure: the callers bring the facts.
// Always on for every client, so no rule here: `iss` in the authorization response (RFC 9207).

/** A code for a client under the profile lives this long at most (FAPI 2.0 s5.3.2.1: "short"). */
export const HIGH_SECURITY_CODE_TTL_SECONDS = 60;

/** What a client must be or hold to run the profile; each missing one is a gap. */
export type ProfileGap = "confidential_client" | "registered_keys" | "no_secrets";

/** What an authorization request must carry under the profile; each missing one is a refusal. */
export type AuthorizeProfileGap = "pushed_request" | "pkce_s256";

/** What a token-side request (token, PAR, revocation, introspection) must carry under the profile. */
export type TokenProfileGap = "private_key_jwt" | "dpop_proof";

export interface ProfileClientFacts {
  readonly kind: "CONFIDENTIAL" | "PUBLIC";
  /** Registered keys, or a jwks_uri to fetch them from. */
  readonly holdsKeys: boolean;
  /** Live client secrets (a secret must never authenticate it). */
  readonly secretCount: number;
}

/** The review page's checklist: empty when the client can run the profile as it stands. */
export function clientProfileGaps(client: ProfileClientFacts): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (client.kind !== "CONFIDENTIAL") gaps.push("confidential_client");
  if (!client.holdsKeys) gaps.push("registered_keys");
  if (client.secretCount > 0) gaps.push("no_secrets");
  return gaps;
}

/** RFC 9126 (PAR) and RFC 7636 S256 (the only method we accept): the first one missing, or null. */
export function authorizeProfileGap(request: {
  readonly pushed: boolean;
  readonly codeChallenge: string | undefined;
}): AuthorizeProfileGap | null {
  if (!request.pushed) return "pushed_request";
  if (request.codeChallenge === undefined) return "pkce_s256";
  return null;
}

/** Authentication by key (RFC 7523), never a secret nor none. */
export function authenticationProfileGap(method: string): TokenProfileGap | null {
  return method === "private_key_jwt" ? null : "private_key_jwt";
}

/** A token request must bind its tokens to a DPoP key (RFC 9449). */
export function tokenRequestProfileGap(request: { readonly hasDpopProof: boolean }): TokenProfileGap | null {
  return request.hasDpopProof ? null : "dpop_proof";
}

/** REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES: a client enabled for a write or ORG_* scope must run the profile. */
export function scopesNeedHighSecurity(scopes: readonly string[]): boolean {
  return scopes.some((scope) => scope.endsWith("_WRITE") || scope.startsWith("ORG_"));
}

/** Under that setting, is this client refused until it runs the profile? */
export function lacksRequiredProfile(
  client: { readonly scopes: readonly string[]; readonly highSecurity?: boolean },
  requiredForWriteScopes: boolean,
): boolean {
  return requiredForWriteScopes && client.highSecurity !== true && scopesNeedHighSecurity(client.scopes);
}

/** How long a code lives for this client, in seconds. */
export function authorizationCodeTtlSeconds(highSecurity: boolean, standard: number): number {
  return highSecurity ? Math.min(standard, HIGH_SECURITY_CODE_TTL_SECONDS) : standard;
}

/** The profile's refusals as RFC error descriptions (these go to clients, not to people's screens). */
export const PROFILE_REFUSALS: Record<AuthorizeProfileGap | TokenProfileGap, string> = {
  pushed_request: "this client runs the high-security profile: send the authorization request by PAR (RFC 9126)",
  pkce_s256: "this client runs the high-security profile: code_challenge with method S256 is required (RFC 7636)",
  private_key_jwt: "this client runs the high-security profile: authenticate with private_key_jwt (RFC 7523)",
  dpop_proof: "this client runs the high-security profile: send a DPoP proof (RFC 9449) with every token request",
};
