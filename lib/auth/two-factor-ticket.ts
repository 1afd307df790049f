// Between the two steps of a two-step sign-in: a right password earns the browser a short-lived
// ticket (a cookie, HMAC-bound to the account under the server secret), never a session. The
// second step's code is checked for the ticket's account; the ticket alone opens nothing, and a
// forged, altered or expired one is just absent. Stateless: nothing stored.
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "@/lib/oauth/constant-time";

export const TWO_FACTOR_TICKET_MAX_AGE_SECONDS = 5 * 60;
export const TWO_FACTOR_TICKET_NAME = { https: "__Secure-two-factor-ticket", http: "two-factor-ticket" } as const;
const MAX_TICKET_LENGTH = 300;

function mac(key: string, expiresAt: number, userId: string): string {
  return createHmac("sha256", key).update(`two-factor-ticket\n${expiresAt}\n${userId}`).digest("base64url");
}

/** `expiresAt.userId.mac`, the user id in base64url. */
export function issueTwoFactorTicket(key: string, userId: string, now: Date): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + TWO_FACTOR_TICKET_MAX_AGE_SECONDS;
  return `${expiresAt}.${Buffer.from(userId, "utf8").toString("base64url")}.${mac(key, expiresAt, userId)}`;
}

/** The account the ticket was issued for, while it is genuine and unexpired; otherwise null. */
export function verifyTwoFactorTicket(key: string, value: string | undefined, now: Date): string | null {
  if (!value || value.length > MAX_TICKET_LENGTH) return null;
  const [at, user, signature, ...rest] = value.split(".");
  const expiresAt = Number(at);
  if (!user || !signature || rest.length > 0 || !Number.isSafeInteger(expiresAt)) return null;
  if (Math.floor(now.getTime() / 1000) >= expiresAt) return null;
  const userId = Buffer.from(user, "base64url").toString("utf8");
  return constantTimeEqual(signature, mac(key, expiresAt, userId)) ? userId : null;
}

/** The `Set-Cookie` value; an empty `value` clears the cookie. */
export function twoFactorTicketHeader(value: string, secure: boolean): string {
  const name = secure ? TWO_FACTOR_TICKET_NAME.https : TWO_FACTOR_TICKET_NAME.http;
  const maxAge = value ? TWO_FACTOR_TICKET_MAX_AGE_SECONDS : 0;
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
