// Words of two-step sign-in: the code's page at sign-in, and its settings page.
import { waitingTime } from "./auth";

export const TWO_FACTOR_WORDS = {
  // The second step of signing in.
  stepTitle: "Two-step sign-in",
  stepIntro: "Enter the 6-digit code your authenticator app shows for this account.",
  code: "Code",
  codeHint: "Lost your authenticator? Enter one of your recovery codes instead.",
  verify: "Verify",
  verifying: "Verifying…",
  wrongCode: "That code is not right, or it was used already. Enter the code your app shows now.",
  tooMany: (seconds: number) => `Too many codes were tried. Wait ${waitingTime(seconds)}, then sign in again.`,
  expired: "This sign-in took too long. Sign in again with your password.",
  enterCode: "Enter the code",
  startOver: "Sign in with another account",

  // The settings page.
  title: "Two-step sign-in",
  intro:
    "With two-step sign-in on, signing in takes your password and a code from an authenticator app on your phone, so a stolen password alone cannot open your account.",
  on: "Two-step sign-in is on.",
  off: "Two-step sign-in is off.",
  requiredForAdmins: "Administrators must turn on two-step sign-in before they can use the admin pages.",
  enabledSince: "On since",
  recoveryLeft: (n: number) => (n === 1 ? "1 unused recovery code left." : `${n} unused recovery codes left.`),
  setUp: "Set up two-step sign-in",
  scan: "1. Scan this QR code with your authenticator app (for example Google Authenticator, 1Password or Aegis).",
  qrAlt: "QR code for your authenticator app",
  typeInstead: "Cannot scan it? Enter this key in the app instead:",
  confirmStep: "2. Enter the 6-digit code the app shows, to prove it is set up.",
  confirm: "Turn on",
  confirming: "Turning on…",
  recoveryTitle: "Save your recovery codes",
  recoveryIntro:
    "Each code signs you in once if you lose your phone. Store them somewhere safe: they are shown only now, never again.",
  recoveryDone: "I have saved them",
  turnOff: "Turn off two-step sign-in",
  turnOffIntro: "Enter your password and a current code (or a recovery code) to turn it off.",
  currentPassword: "Current password",
  outcomes: {
    off: "Two-step sign-in is off.",
    started: "Scan the QR code, then enter the code your app shows.",
    already_enabled: "Two-step sign-in is already on.",
    no_enrolment: "Start the setup again: the key shown before is no longer valid.",
    wrong_code: "That code is not right, or it was used already. Enter the code your app shows now.",
    wrong_password: "That password is not right.",
    not_enabled: "Two-step sign-in is already off.",
    too_many_attempts: "Too many codes or passwords were tried. Wait a few minutes, then try again.",
    wait_turn: "Too many codes or passwords were tried. Wait a few minutes, then try again.",
    invalid_input: "Enter the code and your password.",
    internal: "Something went wrong, and nothing changed. Try again.",
  },
  back: "Back to your account",
} as const;

export type TwoFactorOutcome = keyof typeof TWO_FACTOR_WORDS.outcomes;
