// UserInfo (OpenID Connect Core s5.3): the signed-in account's claims, by granted scope only.
// `sub` for any token of an openid grant; name, email, email_verified, preferred_username and
// zoneinfo only with PROFILE_READ (what that scope has always released at GET /v2/me).
// Errors are RFC 6750's: 401 invalid_token, 403 insufficient_scope (a token without openid).
import { type BearerAccessDeps, type BearerAccessInput, authorizeBearerRequest } from "../bearer-access";
import { InsufficientScopeError, InvalidTokenError, type ResourceError } from "../errors";
import { OPENID_SCOPE } from "../scope-catalogue";

/** The claims PROFILE_READ releases (discovery's claims_supported lists them). */
export const USERINFO_PROFILE_CLAIMS = [
  "sub",
  "name",
  "email",
  "email_verified",
  "preferred_username",
  "zoneinfo",
] as const;

/** The account as UserInfo may release it. */
export interface UserClaimsRecord {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly username: string;
  readonly timeZone: string;
  /** Whether the address was proven by a mailed link (sign-up's or an email change's). */
  readonly emailVerified: boolean;
}

export interface UserInfoDeps extends BearerAccessDeps {
  findUserClaims(userId: string): Promise<UserClaimsRecord | null>;
}

export interface UserInfoClaims {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  zoneinfo?: string;
}

export type UserInfoResult = { ok: true; claims: UserInfoClaims } | { ok: false; error: ResourceError };

export async function answerUserInfo(
  deps: UserInfoDeps,
  authorizationHeader: string | null,
  dpop?: BearerAccessInput["dpop"],
): Promise<UserInfoResult> {
  const result = await authorizeBearerRequest(deps, {
    authorizationHeader,
    requiredScope: null,
    ...(dpop ? { dpop } : {}),
  });
  if (!result.ok) return result;
  const { access } = result;
  // Only a grant the user gave for OpenID Connect: a legacy-unrestricted token never asked for it.
  const held = access.legacyUnrestricted ? [] : access.scopes;
  if (!held.includes(OPENID_SCOPE)) return { ok: false, error: new InsufficientScopeError(OPENID_SCOPE) };
  const user = await deps.findUserClaims(access.userId);
  if (user === null) return { ok: false, error: new InvalidTokenError("the account no longer exists") };
  if (!held.includes("PROFILE_READ")) return { ok: true, claims: { sub: user.id } };
  return {
    ok: true,
    claims: {
      sub: user.id,
      name: user.name,
      email: user.email,
      email_verified: user.emailVerified,
      preferred_username: user.username,
      zoneinfo: user.timeZone,
    },
  };
}
