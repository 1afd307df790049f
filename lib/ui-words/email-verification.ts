// Words of proving an address: the email change page, the link's page, and their mails.
import { waitingTime } from "./auth";

export const EMAIL_WORDS = {
  // Changing the address (account settings).
  changeTitle: "Change your email",
  changeIntro:
    "We send a link to the new address; your address changes once you open it. Until then you keep signing in with the current one.",
  current: "Current email",
  newEmail: "New email",
  currentPassword: "Current password",
  send: "Send confirmation link",
  changeOutcomes: {
    sent: "Check the new address: a confirmation link is on its way. It works once, for 24 hours.",
    wrong_password: "That password is not right.",
    same_email: "That is already your address.",
    too_many_attempts: "Too many password attempts. Wait a few minutes, then try again.",
    wait_turn: "Too many password attempts. Wait a few minutes, then try again.",
    invalid_input: "Enter a valid email address and your current password.",
    internal: "Something went wrong, and nothing was sent. Try again.",
  },
  back: "Back to your account",

  // The link's page.
  confirmTitle: "Confirm your email",
  confirmChange: (email: string) => `Make ${email} the address of your account?`,
  confirmSignUp: (email: string) => `Confirm ${email} as the address of your new account?`,
  confirm: "Confirm",
  confirmOutcomes: {
    change: "Your email address is changed. Use the new one to sign in from now on.",
    sign_up: "Your email address is confirmed. You can now sign in and connect apps.",
    link_expired: "This link has expired or was already used.",
    email_taken: "Another account uses this address now, so it cannot be yours.",
    invalid_input: "This link has expired or was already used.",
    internal: "Something went wrong, and nothing changed. Try again.",
  },
  signIn: "Sign in",
  tooMany: (seconds: number) => `Too many attempts. Wait ${waitingTime(seconds)}, then try again.`,

  // Mails.
  changeLinkSubject: "Confirm your new email address",
  changeLinkText: (link: string, hours: number) =>
    [
      "Someone asked to make this the email address of their account.",
      `To confirm, open this link within ${hours} hours (it works once):`,
      "",
      link,
      "",
      "If it was not you, ignore this message: nothing changes.",
    ].join("\n"),
  signUpLinkSubject: "Confirm your email address",
  signUpLinkText: (link: string, hours: number) =>
    [
      "Welcome! To finish creating your account, confirm this address.",
      `Open this link within ${hours} hours (it works once):`,
      "",
      link,
      "",
      "If you did not create an account, ignore this message.",
    ].join("\n"),
  registeredSubject: "You already have an account",
  registeredText: (signIn: string, reset: string, purpose: "sign_up" | "change") =>
    [
      purpose === "sign_up"
        ? "Someone tried to create an account with this address, but it already has one."
        : "Someone asked to move another account to this address, but it already has an account of its own.",
      "",
      `To sign in: ${signIn}`,
      `Forgot your password? ${reset}`,
      "",
      "If it was not you, ignore this message: nothing changed.",
    ].join("\n"),
  changedSubject: "Your email address was changed",
  changedText: (newEmail: string, reset: string) =>
    [
      `The email address of your account was changed to ${newEmail}.`,
      "Mail about the account now goes there, and this address no longer signs in.",
      "",
      `If it was not you, reset the password from the new address at once, or contact support: ${reset}`,
    ].join("\n"),
} as const;

export type EmailChangeOutcome = keyof typeof EMAIL_WORDS.changeOutcomes;
export type ConfirmEmailOutcomeWord = keyof typeof EMAIL_WORDS.confirmOutcomes;

export const VERIFY_WORDS = {
  notice: (email: string) =>
    `Confirm your email address (${email}) to connect apps and register clients: open the link we mailed you.`,
  resend: "Send a new link",
  panelTitle: "Confirm your email first",
  panelIntro: "Apps can connect to your account once its email address is confirmed.",
  outcome: (code: string) =>
    ({
      sent: "A new link is on its way. Links sent before no longer work.",
      already_verified: "Your email address is already confirmed.",
      too_many_requests: "Several links were sent in the last hour. Use the newest, or try again later.",
      required: "Confirm your email address before you connect apps.",
    })[code] ?? "Something went wrong, and no link was sent. Try again.",
} as const;
