// Is the browser's sign-in good enough for this authentication request (OpenID Connect Core
// s3.1.2.1, s3.1.2.3)? prompt=login, select_account and an exceeded max_age ask for a fresh
// sign-in; prompt=none never shows a page: it answers login_required or interaction_required.
import type { AuthenticationParams } from "./authentication-request";
import { createLoginMark, readLoginMark } from "./login-mark";

/** The signed-in user as the authorization endpoint sees the session. */
export interface CurrentSignIn {
  readonly userId: string;
  readonly email: string;
  readonly authTime: Date;
  /** The session's `sid` claim. */
  readonly sid: string | null;
}

export type SignInRequirement =
  | { kind: "satisfied" }
  /** `fresh`: show the sign-in form even to a signed-in user; `loginMark` goes into the request. */
  | { kind: "sign-in"; fresh: boolean; loginMark?: string }
  | { kind: "refused"; error: "login_required" | "interaction_required"; description: string };

export interface SignInRequirementInput {
  readonly clientId: string;
  readonly authentication: AuthenticationParams;
  readonly signIn: CurrentSignIn | null;
  /** The request's login mark, if it came back from a demanded sign-in. */
  readonly presentedMark: string | undefined;
  readonly markKey: string;
  readonly now: Date;
}

export function signInRequirement(input: SignInRequirementInput): SignInRequirement {
  const { authentication: auth, signIn, now } = input;
  const silent = auth.prompt.has("none");
  if (signIn === null) {
    if (silent) return { kind: "refused", error: "login_required", description: "the user is not signed in" };
    // The sign-in about to happen meets a demand for a fresh one: mark the request so it counts.
    const demandsFresh = auth.prompt.has("login") || auth.prompt.has("select_account") || auth.maxAge !== undefined;
    return demandsFresh
      ? { kind: "sign-in", fresh: false, loginMark: createLoginMark(input.markKey, input.clientId, now) }
      : { kind: "sign-in", fresh: false };
  }

  // Under prompt=none the hint is not compared: a silent answer that differed by it would tell a
  // client without PROFILE_READ whether a guessed address is the user's.
  const hint = silent ? undefined : auth.loginHint?.trim().toLowerCase();
  const otherAccount = hint !== undefined && hint.includes("@") && hint !== signIn.email.toLowerCase();
  const tooOld = auth.maxAge !== undefined && now.getTime() - signIn.authTime.getTime() > auth.maxAge * 1000;
  const demanded = auth.prompt.has("login") || auth.prompt.has("select_account") || tooOld || otherAccount;
  if (!demanded) return { kind: "satisfied" };

  const markedAt = readLoginMark(input.markKey, input.presentedMark, input.clientId, now);
  if (markedAt !== null && signIn.authTime.getTime() >= markedAt.getTime()) return { kind: "satisfied" };
  if (silent) return { kind: "refused", error: "login_required", description: "the sign-in is older than max_age" };
  return { kind: "sign-in", fresh: true, loginMark: createLoginMark(input.markKey, input.clientId, now) };
}
