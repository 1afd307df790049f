// ID tokens (OpenID Connect Core s2, s3.1.3.6): who signed in, for which client, signed with the
// same published keys as access tokens (so key rotation covers them too). They carry no profile
// claims: those come from UserInfo, by granted scope, so an ID token is safe to log or forward.
import { createHash } from "node:crypto";
import type { AccessTokenSigningKey } from "../access-token";
import { signEs256CompactJws } from "../es256-compact-jws";
import type { SignInRecord } from "../ports";

export const ID_TOKEN_TTL_SECONDS = 3600;

/** Every claim an ID token may carry (discovery's claims_supported). */
export const ID_TOKEN_CLAIMS = ["iss", "sub", "aud", "exp", "iat", "auth_time", "nonce", "at_hash", "sid"] as const;

export interface IdTokenInput {
  readonly issuer: string;
  /** `sub`: the account's stable id, never its email (which the user can change). */
  readonly userId: string;
  /** `aud`: the client the token is for. */
  readonly clientId: string;
  readonly signIn: SignInRecord;
  /** Only in the ID token of the code exchange, exactly as the authentication request sent it. */
  readonly nonce?: string | null;
  /** The access token issued beside it, for `at_hash`. */
  readonly accessToken: string;
  readonly now: Date;
}

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  auth_time: number;
  nonce?: string;
  at_hash: string;
  sid?: string;
}

/** s3.1.3.6: base64url of the left half of the SHA-256 of the access token's ASCII (ES256). */
export function accessTokenHash(accessToken: string): string {
  return createHash("sha256").update(accessToken, "ascii").digest().subarray(0, 16).toString("base64url");
}

export function idTokenClaims(input: IdTokenInput): IdTokenClaims {
  const iat = Math.floor(input.now.getTime() / 1000);
  return {
    iss: input.issuer,
    sub: input.userId,
    aud: input.clientId,
    exp: iat + ID_TOKEN_TTL_SECONDS,
    iat,
    auth_time: Math.floor(input.signIn.authTime.getTime() / 1000),
    ...(input.nonce ? { nonce: input.nonce } : {}),
    at_hash: accessTokenHash(input.accessToken),
    ...(input.signIn.sid ? { sid: input.signIn.sid } : {}),
  };
}

export function signIdToken(key: AccessTokenSigningKey, input: IdTokenInput): string {
  return signEs256CompactJws({ kid: key.kid, typ: "JWT" }, idTokenClaims(input), key.privateKey);
}
