// What the address forms do once they know the caller: changing the account's address (the
// current password within the sign-in budget, then a link to the new address) and using a link.
import "server-only";
import { dummyPasswordHash, verifyPassword } from "@/lib/accounts/password";
import {
  confirmEmail,
  isEmailVerified,
  liveVerification,
  requestEmailChange,
  resendSignUpLink,
  VERIFICATION_LINK_TTL_MS,
  type VerificationMail,
} from "@/lib/accounts/email-verification/email-change";
import { signInBudgetForPasswordChecks } from "@/lib/auth/password-check-budget";
import { findPasswordHashById } from "@/lib/db/users";
import {
  type ComposeVerificationMail,
  emailVerificationDeps,
  resendVerificationBudget,
} from "@/lib/server/roots/accounts";
import { EMAIL_WORDS as W } from "@/lib/ui-words/email-verification";
import type { ChangeEmailForm } from "./schemas/email-forms";

const HOURS = VERIFICATION_LINK_TTL_MS / 3600_000;

export const composeVerificationMail: ComposeVerificationMail = (mail: VerificationMail, links) => {
  switch (mail.kind) {
    case "link":
      return mail.purpose === "change"
        ? { subject: W.changeLinkSubject, text: W.changeLinkText(links.confirm ?? "", HOURS) }
        : { subject: W.signUpLinkSubject, text: W.signUpLinkText(links.confirm ?? "", HOURS) };
    case "already_registered":
      return { subject: W.registeredSubject, text: W.registeredText(links.signIn, links.reset, mail.purpose) };
    case "changed_notice":
      return { subject: W.changedSubject, text: W.changedText(mail.newEmail, links.reset) };
  }
};

export function changeEmailCommand(
  caller: { readonly id: string; readonly email: string; readonly address: string },
  input: ChangeEmailForm,
) {
  const checkPassword = async () => {
    const stored = await findPasswordHashById(caller.id);
    return signInBudgetForPasswordChecks(
      { account: caller.email.trim().toLowerCase(), address: caller.address },
      async () => (await verifyPassword(input.password, stored ?? (await dummyPasswordHash()))) && stored !== null,
    );
  };
  return requestEmailChange(
    emailVerificationDeps(composeVerificationMail),
    { userId: caller.id, email: caller.email },
    { newEmail: input.newEmail, checkPassword },
  );
}

export function liveVerificationOf(token: string) {
  return liveVerification(emailVerificationDeps(composeVerificationMail), token);
}

export function confirmEmailCommand(token: string) {
  return confirmEmail(emailVerificationDeps(composeVerificationMail), token);
}

export function resendSignUpLinkCommand(caller: { readonly id: string; readonly email: string }) {
  return resendSignUpLink(
    { ...emailVerificationDeps(composeVerificationMail), budget: resendVerificationBudget },
    { userId: caller.id, email: caller.email },
  );
}

/** Whether the account's address is proven (apps and client registration wait for it). */
export function isEmailVerifiedFor(userId: string) {
  return isEmailVerified(emailVerificationDeps(composeVerificationMail), userId);
}
