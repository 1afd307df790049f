// Words of the sign-in, sign-up and sign-out forms.
export const AUTH_WORDS = {
  tooManyAttempts: "Too many failed attempts. Wait 15 minutes, then try again.",
  tooManySignUps: (minutes: number) =>
    `Too many accounts were created from this network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** Deliberately the same whether the email is unknown or the password wrong. */
  incorrectCredentials: "Incorrect email or password.",
  correctTheFields: "Please correct the highlighted fields.",
  emailTaken: "An account with this email already exists. Sign in instead.",
  usernameTaken: "This username is taken.",
  email: "Email",
  password: "Password",
  name: "Name",
  username: "Username",
  passwordHint: "At least 10 characters.",
  signIn: "Sign in",
  signingIn: "Signing in…",
  createAccount: "Create account",
  creatingAccount: "Creating account…",
} as const;
