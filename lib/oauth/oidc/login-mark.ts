// prompt=login and max_age make the user sign in again. The request comes back from the sign-in
// page carrying a mark: "a sign-in at or after this instant answers this client's demand", HMAC'd
// so it cannot be forged or back-dated. The authorization endpoint accepts the session only when
// its sign-in is not older than the mark, so going back to the request without signing in (the
// URL is in the address bar) only meets the demand again, and signing in once ends the loop.
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../constant-time";

/** The query parameter the mark travels in; not an OAuth parameter, so no client sends it. */
export const LOGIN_MARK_PARAM = "login_after";
/** Long enough to sign in (a forgotten password aside), short enough to be a demand of now. */
export const LOGIN_MARK_LIFETIME_MS = 60 * 60 * 1000;
const MAX_MARK_LENGTH = 120;

function mac(key: string, issuedAt: number, clientId: string): string {
  return createHmac("sha256", key).update(`login-after\n${issuedAt}\n${clientId}`).digest("base64url");
}

export function createLoginMark(key: string, clientId: string, now: Date): string {
  const at = now.getTime();
  return `${at}.${mac(key, at, clientId)}`;
}

/** The instant a genuine, fresh mark for this client names; null for anything else. */
export function readLoginMark(key: string, mark: string | undefined, clientId: string, now: Date): Date | null {
  if (mark === undefined || mark.length > MAX_MARK_LENGTH) return null;
  const [at, signature, ...rest] = mark.split(".");
  const issuedAt = Number(at);
  if (!signature || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return null;
  const age = now.getTime() - issuedAt;
  if (age < 0 || age > LOGIN_MARK_LIFETIME_MS) return null;
  return constantTimeEqual(signature, mac(key, issuedAt, clientId)) ? new Date(issuedAt) : null;
}
