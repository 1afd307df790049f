// Issues the authorization code after the user allows (RFC 6749 s4.1.2). Only its hash is stored.
import { hashSecret } from "./constant-time";
import type { SchedulingDetail } from "./authorization-details/scheduling-detail";
import type { AuthorizationCodeRecord, RandomBytes, SignInRecord } from "./ports";
import { randomToken } from "./random-token";
import type { Scope } from "./scope-catalogue";
import { assertAccessShape } from "./scope-coverage";
import { authorizationCodeTtlSeconds } from "./security-profile";

/** RFC 6749 s4.1.2 recommends at most 10 minutes. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 600;

export interface IssueAuthorizationCodeDeps {
  readonly randomBytes: RandomBytes;
  readonly now: Date;
}

export interface IssueAuthorizationCodeInput {
  readonly clientId: string;
  readonly userId: string;
  readonly redirectUri: string;
  readonly scopes: readonly Scope[];
  readonly legacyUnrestricted: boolean;
  readonly codeChallenge?: string | undefined;
  /** OpenID Connect requests only: the nonce to return and the sign-in the ID token names. */
  readonly nonce?: string | undefined;
  readonly signIn?: SignInRecord | null | undefined;
  readonly resource?: string | null;
  /** RFC 9449 s10 `dpop_jkt`: the exchange must prove this key. */
  readonly dpopJkt?: string | null;
  /** The client runs the high-security profile: the code lives a minute at most. */
  readonly highSecurity?: boolean;
  /** RFC 9396: the details the user consented to. */
  readonly authorizationDetails?: readonly SchedulingDetail[] | null;
}

export interface IssuedAuthorizationCode {
  /** Sent to the client in the redirect; never stored. */
  readonly code: string;
  readonly record: AuthorizationCodeRecord;
}

export function issueAuthorizationCode(
  deps: IssueAuthorizationCodeDeps,
  input: IssueAuthorizationCodeInput,
): IssuedAuthorizationCode {
  assertAccessShape(input);
  const code = randomToken(deps.randomBytes);
  return {
    code,
    record: {
      codeHash: hashSecret(code),
      clientId: input.clientId,
      userId: input.userId,
      redirectUri: input.redirectUri,
      scopes: [...new Set(input.scopes)],
      legacyUnrestricted: input.legacyUnrestricted,
      codeChallenge: input.codeChallenge ?? null,
      ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
      ...(input.signIn ? { signIn: input.signIn } : {}),
      ...(input.resource ? { resource: input.resource } : {}),
      ...(input.dpopJkt ? { dpopJkt: input.dpopJkt } : {}),
      ...(input.authorizationDetails ? { authorizationDetails: input.authorizationDetails } : {}),
      issuedAt: deps.now,
      expiresAt: new Date(
        deps.now.getTime() +
          authorizationCodeTtlSeconds(input.highSecurity === true, AUTHORIZATION_CODE_TTL_SECONDS) * 1000,
      ),
    },
  };
}
