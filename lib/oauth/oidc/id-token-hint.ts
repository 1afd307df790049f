// id_token_hint (OpenID Connect RP-Initiated Logout 1.0 s2): an ID token we issued, naming the
// user and the client. Its signature and issuer must check; it may have expired (a user signs out
// long after signing in), so `exp` is not checked. An access token (typ at+jwt) is not a hint.
import { type JWTVerifyGetKey, compactVerify, decodeProtectedHeader } from "jose";

export const MAX_ID_TOKEN_HINT_LENGTH = 4000;

export interface IdTokenHint {
  readonly sub: string;
  /** The client it was issued to. */
  readonly aud: string;
  readonly sid?: string;
}

export async function verifyIdTokenHint(
  token: string,
  options: { getKey: JWTVerifyGetKey; issuer: string },
): Promise<IdTokenHint | null> {
  if (token.length > MAX_ID_TOKEN_HINT_LENGTH) return null;
  try {
    if (decodeProtectedHeader(token).typ !== "JWT") return null;
    const { payload } = await compactVerify(token, options.getKey, { algorithms: ["ES256"] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    const { iss, sub, aud, sid } = claims;
    if (iss !== options.issuer || typeof sub !== "string" || typeof aud !== "string") return null;
    return { sub, aud, ...(typeof sid === "string" ? { sid } : {}) };
  } catch {
    return null;
  }
}
