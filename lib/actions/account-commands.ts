// What each account form does once it knows who is calling (nobody, for the signed-out forms): the
// accounts core's use case with the deps lib/server wires, on input the form's own schema parsed
// (lib/actions/schemas/account-forms.ts). Kept apart from the "use server" module (accounts.ts) so
// integration tests run the same commands without a request.
import "server-only";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { changePassword } from "@/lib/accounts/use-cases/change-password";
import { RESET_LINK_TTL_MS, requestPasswordReset, resetPassword } from "@/lib/accounts/use-cases/password-reset";
import { endOtherSession, endOtherSessions } from "@/lib/accounts/use-cases/sessions";
import { signUp } from "@/lib/accounts/use-cases/sign-up";
import { signInBudgetForPasswordChecks } from "@/lib/auth/password-check-budget";
import { updateProfile } from "@/lib/scheduling/use-cases/profile";
import {
  changePasswordDeps,
  requestResetDeps,
  resetPasswordDeps,
  sessionDeps,
  signUpDeps,
} from "@/lib/server/roots/accounts";
import { profileDeps } from "@/lib/server/roots/scheduling";
import { composeVerificationMail } from "./accounts-email-commands";
import { AUTH_WORDS } from "@/lib/ui-words/auth";
import { PASSWORD_RESET_WORDS } from "@/lib/ui-words/password-reset";
import {
  type AccountProfileForm,
  type ChangePasswordForm,
  type EndSessionForm,
  newPasswordSchema,
  type RequestResetForm,
  type ResetPasswordForm,
  signUpSchema,
} from "./schemas/account-forms";

/**
 * The sign-up form (it runs with JavaScript): a new address and a registered one are answered
 * alike ("check your mail"); only a taken username comes back worded, beside its field.
 */
export async function signUpCommand(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      code: "invalid_input",
      message: AUTH_WORDS.correctTheFields,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  }
  const created = await signUp(signUpDeps(composeVerificationMail), parsed.data);
  if (created.ok) return created;
  return {
    ok: false,
    code: "duplicate",
    message: AUTH_WORDS.usernameTaken,
    fieldErrors: { username: AUTH_WORDS.usernameTaken },
  };
}

/** The current password's check spends the sign-in budget of the account and the caller's address. */
export function changePasswordCommand(
  caller: { readonly id: string; readonly email: string; readonly address: string },
  input: ChangePasswordForm,
) {
  return changePassword(
    changePasswordDeps(signInBudgetForPasswordChecks),
    { userId: caller.id, email: caller.email, address: caller.address },
    input,
  );
}

const composeResetMail = (link: string) => ({
  subject: PASSWORD_RESET_WORDS.mailSubject,
  text: PASSWORD_RESET_WORDS.mailText(link, RESET_LINK_TTL_MS / 60_000),
});

/** Answers alike whether or not the email has an account; the link is mailed after the answer. */
export function requestResetCommand(input: RequestResetForm, address: string) {
  return requestPasswordReset(requestResetDeps(composeResetMail, input.callbackUrl), { email: input.email, address });
}

/** The new password obeys the sign-up rule; a refused one keeps the link (its token) usable. */
export async function resetPasswordCommand(input: ResetPasswordForm) {
  if (!newPasswordSchema.safeParse(input.newPassword).success)
    return { ok: false as const, code: "invalid_password" as const };
  return resetPassword(resetPasswordDeps(), { token: input.token, newPassword: input.newPassword });
}

/** Name and time zone, through the same use case as the API's PATCH /v2/me. */
export async function saveProfileCommand(userId: string, input: AccountProfileForm) {
  const outcome = await updateProfile(await profileDeps(), userId, input);
  return outcome.ok ? { ok: true as const, data: null } : outcome;
}

/** Signs out another of the caller's sessions; `currentSid` is the caller's own, which stays. */
export function endSessionCommand(caller: { userId: string; currentSid: string | undefined }, input: EndSessionForm) {
  return endOtherSession(sessionDeps(), caller, input.session);
}

/** Signs out every other session of the caller; their own (`currentSid`) stays. */
export function endOtherSessionsCommand(caller: { userId: string; currentSid: string | undefined }) {
  return endOtherSessions(sessionDeps(), caller);
}
