// Words of the change-password page.
import { waitingTime } from "./auth";

export const PASSWORD_WORDS = {
  title: "Change password",
  intro: "Changing your password signs you out everywhere, on this device too. Sign in again with the new password.",
  current: "Current password",
  next: "New password (at least 10 characters)",
  submit: "Change password",
  failures: {
    invalid_input: "The new password must have 10 to 1024 characters, without control characters.",
    wrong_password: "The current password is not right.",
    same_password: "The new password must differ from the current one.",
    internal: "Something went wrong, and your password was not changed. Try again.",
  },
  throttled: {
    too_many_attempts: (seconds: number) =>
      `Too many wrong current passwords. Your password was not changed. Wait ${waitingTime(seconds)}, then try again.`,
    wait_turn: (seconds: number) =>
      `There were many failed sign-ins to this account, so password checks are slowed. Your password was not changed. Wait ${waitingTime(seconds)}, then try again.`,
  },
} as const;

/** The sentence for the page's `?error=<code>&retry=<seconds>`, or null for none or an unknown code. */
export function passwordFailure(
  error: string | string[] | undefined,
  retry: string | string[] | undefined,
): string | null {
  if (typeof error !== "string") return null;
  if (Object.hasOwn(PASSWORD_WORDS.failures, error))
    return PASSWORD_WORDS.failures[error as keyof typeof PASSWORD_WORDS.failures];
  if (Object.hasOwn(PASSWORD_WORDS.throttled, error)) {
    const seconds = typeof retry === "string" && /^\d{1,7}$/.test(retry) ? Number(retry) : 60;
    return PASSWORD_WORDS.throttled[error as keyof typeof PASSWORD_WORDS.throttled](seconds);
  }
  return null;
}
