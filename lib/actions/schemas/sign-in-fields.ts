// The sign-in form's two fields, checked in the browser without zod: the form is the sign-in
// page's only script of ours, and zod would be most of its weight. The server bounds them again
// (lib/auth/auth-options.ts); an address that passes here but is no account is a wrong password.
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

export const MAX_EMAIL_LENGTH = 320;

export type SignInFields = { readonly email: string; readonly password: string };
export type SignInFieldErrors = { readonly email?: string; readonly password?: string };

/** One "@", something on each side, a dot in the domain, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The message under each field that is not ready to send; empty when both are. */
export function checkSignInFields({ email, password }: SignInFields): SignInFieldErrors {
  const address = email.trim();
  const emailError = !address
    ? AUTH_WORDS.enterEmail
    : address.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(address)
      ? AUTH_WORDS.invalidEmail
      : undefined;
  const passwordError = !password
    ? AUTH_WORDS.enterPassword
    : password.length > MAX_PASSWORD_LENGTH
      ? AUTH_WORDS.passwordTooLong(MAX_PASSWORD_LENGTH)
      : undefined;
  return { ...(emailError ? { email: emailError } : {}), ...(passwordError ? { password: passwordError } : {}) };
}
