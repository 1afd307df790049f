// The refusal a sign-in attempt ends with, as next-auth carries it from the server (the message of
// the error `authorize` throws) to the sign-in form: `<code>:<seconds>`. Shared by both sides.
export const TOO_MANY_ATTEMPTS = "TooManyAttempts";
export const WAIT_TURN = "WaitTurn";

export type ThrottleNotice = { readonly code: typeof TOO_MANY_ATTEMPTS | typeof WAIT_TURN; readonly seconds: number };

export function throttleMessage(notice: ThrottleNotice): string {
  return `${notice.code}:${notice.seconds}`;
}

/** The notice in an error string, or null for any other error (wrong credentials among them). */
export function readThrottleMessage(error: string | null | undefined): ThrottleNotice | null {
  const match = /^(TooManyAttempts|WaitTurn):(\d{1,7})$/.exec(error ?? "");
  if (!match) return null;
  return { code: match[1] === WAIT_TURN ? WAIT_TURN : TOO_MANY_ATTEMPTS, seconds: Number(match[2]) };
}
