// JWT access tokens (RFC 9068), signed with ES256. A token names its grant (`gid`) so a resource
// server can refuse tokens of a revoked grant.
import type { SchedulingDetail } from "./authorization-details/scheduling-detail";
import { type CryptoKey, type JWTVerifyGetKey, type KeyObject, errors, jwtVerify } from "jose";
import { type Es256PrivateKey, signEs256CompactJws } from "./es256-compact-jws";
import type { Scope } from "./scope-catalogue";
import { assertAccessShape } from "./scope-coverage";
import { formatScopes, parseScopeParam } from "./scope-parse";

export const ACCESS_TOKEN_TTL_SECONDS = 1800;
export const ACCESS_TOKEN_TYP = "at+jwt";
const ALG = "ES256";

export interface AccessTokenSigningKey {
  readonly privateKey: Es256PrivateKey;
  readonly kid: string;
  readonly alg: typeof ALG;
}

export interface AccessTokenInput {
  readonly issuer: string;
  readonly audience: string;
  readonly userId: string;
  readonly clientId: string;
  readonly grantId: string;
  readonly scopes: readonly Scope[];
  readonly legacyUnrestricted: boolean;
  /** Unique token id, from the randomness port. */
  readonly jti: string;
  readonly now: Date;
  /** RFC 9449 s6.1: the DPoP key (RFC 7638 thumbprint) the token is bound to, as `cnf.jkt`. */
  readonly dpopJkt?: string | null;
  /** RFC 9396 s9.1: the grant's authorization details, as the `authorization_details` claim. */
  readonly authorizationDetails?: readonly SchedulingDetail[] | null;
}

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  client_id: string;
  /** Space-separated; absent exactly for legacy-unrestricted grants. */
  scope?: string;
  jti: string;
  iat: number;
  exp: number;
  gid: string;
  /** RFC 9449 s6.1: present exactly for a DPoP-bound token, which is accepted only with a proof for that key. */
  cnf?: { jkt: string };
  /**
   * RFC 9396 s9.1: what the grant's details allow, for a resource server to read; the API itself
   * judges by the grant's stored details (like scopes), never by this claim.
   */
  authorization_details?: readonly SchedulingDetail[];
}

export async function signAccessToken(key: AccessTokenSigningKey, input: AccessTokenInput): Promise<string> {
  assertAccessShape(input);
  const iat = Math.floor(input.now.getTime() / 1000);
  const claims: AccessTokenClaims = {
    iss: input.issuer,
    sub: input.userId,
    aud: input.audience,
    client_id: input.clientId,
    ...(input.legacyUnrestricted ? {} : { scope: formatScopes(input.scopes) }),
    jti: input.jti,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    gid: input.grantId,
    ...(input.dpopJkt ? { cnf: { jkt: input.dpopJkt } } : {}),
    ...(input.authorizationDetails ? { authorization_details: input.authorizationDetails } : {}),
  };
  return signEs256CompactJws({ kid: key.kid, typ: ACCESS_TOKEN_TYP }, claims, key.privateKey);
}

export interface VerifyAccessTokenOptions {
  /** A key resolver such as `createLocalJWKSet(jwks)` (selects by kid), or one public key. */
  readonly getKey: JWTVerifyGetKey | CryptoKey | KeyObject;
  readonly issuer: string;
  /** Any one of them (the API's resource identifier, and its base URL for tokens without `resource`). */
  readonly audience: string | readonly string[];
  readonly now: Date;
  readonly clockToleranceSeconds?: number;
  /** Tokens verified earlier (verified-access-tokens.ts): a token found there is not verified again. */
  readonly verified?: VerifiedAccessTokens;
}

/** What verification needs of a cache of tokens verified earlier (verified-access-tokens.ts). */
export interface VerifiedAccessTokens {
  /** The token as verified earlier against these options' key set, issuer and audiences, while it is unexpired. */
  find(token: string, options: VerifyAccessTokenOptions): VerifiedAccessToken | undefined;
  remember(token: string, options: VerifyAccessTokenOptions, verified: VerifiedAccessToken): void;
}

export interface VerifiedAccessToken {
  readonly claims: AccessTokenClaims;
  readonly scopes: Scope[];
  readonly legacyUnrestricted: boolean;
}

export type AccessTokenFailureReason =
  | "malformed"
  | "bad_signature"
  | "unknown_key"
  | "expired"
  | "not_yet_valid"
  | "wrong_typ"
  | "wrong_issuer"
  | "wrong_audience";

export type VerifyAccessTokenResult =
  | { ok: true; token: VerifiedAccessToken }
  | { ok: false; reason: AccessTokenFailureReason };

export async function verifyAccessToken(
  token: string,
  options: VerifyAccessTokenOptions,
): Promise<VerifyAccessTokenResult> {
  const known = options.verified?.find(token, options);
  if (known !== undefined) return { ok: true, token: known };
  const result = await verifyAccessTokenSignature(token, options);
  if (result.ok) options.verified?.remember(token, options, result.token);
  return result;
}

async function verifyAccessTokenSignature(
  token: string,
  options: VerifyAccessTokenOptions,
): Promise<VerifyAccessTokenResult> {
  const tolerance = options.clockToleranceSeconds ?? 0;
  let payload: Record<string, unknown>;
  try {
    const verified = await jwtVerify(token, options.getKey, {
      algorithms: [ALG],
      typ: ACCESS_TOKEN_TYP,
      issuer: options.issuer,
      audience: options.audience as string | string[],
      currentDate: options.now,
      clockTolerance: tolerance,
      requiredClaims: ["sub", "client_id", "jti", "iat", "exp", "gid"],
    });
    payload = verified.payload;
  } catch (error) {
    return { ok: false, reason: failureReason(error) };
  }
  const claims = readClaims(payload);
  if (claims === null) return { ok: false, reason: "malformed" };
  if (claims.iat > Math.floor(options.now.getTime() / 1000) + tolerance) return { ok: false, reason: "not_yet_valid" };

  if (claims.scope === undefined) return { ok: true, token: { claims, scopes: [], legacyUnrestricted: true } };
  const parsed = parseScopeParam(claims.scope);
  // A scoped token always names a scope; an empty one must not pass as unrestricted.
  if (!parsed.ok || parsed.scopes.length === 0) return { ok: false, reason: "malformed" };
  return { ok: true, token: { claims, scopes: parsed.scopes, legacyUnrestricted: false } };
}

function readClaims(payload: Record<string, unknown>): AccessTokenClaims | null {
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  const [iss, sub, aud, clientId, jti, gid] = [
    payload.iss,
    payload.sub,
    payload.aud,
    payload.client_id,
    payload.jti,
    payload.gid,
  ].map(text);
  const { iat, exp, scope, cnf } = payload;
  if (!iss || !sub || !aud || !clientId || !jti || !gid) return null;
  if (typeof iat !== "number" || typeof exp !== "number") return null;
  if (scope !== undefined && typeof scope !== "string") return null;
  // A confirmation we cannot read must not pass as no confirmation (a bearer token).
  const jkt = cnf === undefined ? undefined : text((cnf as { jkt?: unknown } | null)?.jkt);
  if (jkt === null) return null;
  return {
    iss,
    sub,
    aud,
    client_id: clientId,
    ...(scope !== undefined ? { scope } : {}),
    jti,
    iat,
    exp,
    gid,
    ...(jkt !== undefined ? { cnf: { jkt } } : {}),
  };
}

function failureReason(error: unknown): AccessTokenFailureReason {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "bad_signature";
  if (error instanceof errors.JWKSNoMatchingKey) return "unknown_key";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "typ") return "wrong_typ";
    if (error.claim === "iss") return "wrong_issuer";
    if (error.claim === "aud") return "wrong_audience";
    if (error.claim === "nbf") return "not_yet_valid";
  }
  return "malformed";
}
