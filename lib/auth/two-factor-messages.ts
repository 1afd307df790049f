// How next-auth carries the two-step sign-in's turns (the message of the error `authorize` throws)
// to the forms. Shared by both sides; nothing here may need the server.
/** The password was right and a code must follow: the sign-in form goes to the code's page. */
export const TWO_FACTOR_REQUIRED = "TwoFactorRequired";
/** The second step's ticket is missing or too old: start again with the password. */
export const TWO_FACTOR_EXPIRED = "TwoFactorExpired";

/** The code's page, going on to `callbackUrl` afterwards. */
export const twoFactorStepPath = (callbackUrl: string) =>
  `/auth/two-factor?callbackUrl=${encodeURIComponent(callbackUrl)}`;

/** Back to the password, saying the sign-in took too long. */
export const passwordStepPath = (callbackUrl: string) =>
  `/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}&expired=1`;
