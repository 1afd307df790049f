// Words of the forgotten-password pages and of the reset mail.
import { waitingTime } from "./auth";

export const PASSWORD_RESET_WORDS = {
  forgotLink: "Forgot password?",
  requestTitle: "Reset your password",
  requestIntro: "Enter the email of your account. We will send you a link to choose a new password.",
  email: "Email",
  send: "Send reset link",
  sentTitle: "Check your email",
  sent: (minutes: number) =>
    `If an account uses that address, a link to reset its password is on its way. It works once, for ${minutes} minutes.`,
  backToSignIn: "Back to sign in",
  invalidEmail: "Enter a valid email address.",
  tooMany: (seconds: number) => `Too many reset requests. Wait ${waitingTime(seconds)}, then try again.`,
  internal: "Something went wrong, and no link was sent. Try again.",
  resetTitle: "Choose a new password",
  resetIntro: "Setting a new password signs you out on every other device.",
  newPassword: "New password (at least 10 characters)",
  save: "Set new password",
  invalidPassword: "The new password must have 10 to 1024 characters, without control characters.",
  linkExpired: "This link has expired or was already used. Ask for a new one.",
  askAgain: "Ask for a new link",
  doneSignIn: "Your password was changed. Sign in with the new password.",
  mailSubject: "Reset your password",
  mailText: (link: string, minutes: number) =>
    [
      "Someone asked to reset the password of your account.",
      `To choose a new password, open this link within ${minutes} minutes (it works once):`,
      "",
      link,
      "",
      "If it was not you, ignore this message: your password stays as it is.",
    ].join("\n"),
} as const;
