// Words of the sign-in, sign-up and sign-out forms.

/** "45 seconds" under two minutes, whole minutes (rounded up) above. */
export function waitingTime(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return `${s} second${s === 1 ? "" : "s"}`;
  return `${Math.ceil(s / 60)} minutes`;
}

export const AUTH_WORDS = {
  /** This network (or this browser's device cookie) is out of attempts for its window. */
  tooManyAttempts: (seconds: number) => `Too many failed attempts. Wait ${waitingTime(seconds)}, then try again.`,
  /** The account is being guessed at from elsewhere: every browser it does not know waits its turn. */
  waitTurn: (seconds: number) =>
    `There were many failed sign-ins to this account, so attempts from new browsers are slowed. Wait ${waitingTime(seconds)}, then try again.`,
  tooManySignUps: (minutes: number) =>
    `Too many accounts were created from this network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** Deliberately the same whether the email is unknown or the password wrong. */
  incorrectCredentials: "Incorrect email or password.",
  correctTheFields: "Please correct the highlighted fields.",
  /** The same answer for a new address and a registered one: the mail says which it was. */
  checkYourMail: (email: string) =>
    `Check your mail: we sent a message to ${email}. Open its link to confirm the address, then sign in. If the address already has an account, the message says so.`,
  usernameTaken: "This username is taken.",
  email: "Email",
  password: "Password",
  name: "Name",
  username: "Username",
  passwordHint: "At least 10 characters.",
  signIn: "Sign in",
  signingIn: "Signing in…",
  enterEmail: "Enter your email",
  invalidEmail: "Enter a valid email address",
  enterPassword: "Enter your password",
  passwordTooLong: (max: number) => `At most ${max} characters`,
  /** The sign-in request did not reach the server, or its answer did not come back. */
  signInUnreachable: "Sign-in did not go through. Check your connection, then try again.",
  /** An application asked for a fresh sign-in (OpenID Connect prompt=login or max_age). */
  signInAgain: "The application asks you to sign in again before it continues.",
  /** Reached from an application's authorization link. */
  signInForRequest: "Sign in to review the application's request.",
  signInForApp: (name: string) => `Sign in to review the request from ${name}.`,
  createAccount: "Create account",
  creatingAccount: "Creating account…",
} as const;
