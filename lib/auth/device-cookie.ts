// The device cookie (OWASP, "slow brute force protection using device cookies"): a browser that
// signed in to an account gets a random device id, HMAC-bound (server secret) to that account.
// Presented again at sign-in to the same account, it proves the browser succeeded before, so its
// attempts are counted against the device id alone and never refused for other people's guesses.
// A forged, altered, expired or other account's cookie is just absent. Stateless: nothing stored.
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "@/lib/oauth/constant-time";

/** Long-lived: the whole point is that it is still there the next time the owner signs in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** On http (development) a `__Secure-` name would be refused by the browser. */
export const DEVICE_COOKIE_NAME = { https: "__Secure-signin-device", http: "signin-device" } as const;
/** Only the credentials sign-in reads it, so nothing else is sent it. */
export const DEVICE_COOKIE_PATH = "/api/auth";
const DEVICE_ID_BYTES = 16;
const MAX_COOKIE_LENGTH = 300;
const CLOCK_SKEW_SECONDS = 60;

function mac(key: string, issuedAt: number, deviceId: string, userId: string): string {
  return createHmac("sha256", key).update(`signin-device\n${issuedAt}\n${deviceId}\n${userId}`).digest("base64url");
}

/** A new cookie value for this account: `issuedAt.deviceId.userId.mac` (user id base64url). */
export function issueDeviceCookie(
  key: string,
  userId: string,
  randomBytes: (size: number) => Uint8Array,
  now: Date,
): string {
  const bytes = randomBytes(DEVICE_ID_BYTES);
  if (bytes.length !== DEVICE_ID_BYTES) throw new Error("randomBytes returned a short read");
  const deviceId = Buffer.from(bytes).toString("base64url");
  const issuedAt = Math.floor(now.getTime() / 1000);
  const user = Buffer.from(userId, "utf8").toString("base64url");
  return `${issuedAt}.${deviceId}.${user}.${mac(key, issuedAt, deviceId, userId)}`;
}

/** The device id when the cookie is genuine, fresh and bound to `userId`; otherwise null. */
export function verifyDeviceCookie(key: string, value: string, userId: string, now: Date): string | null {
  if (value.length > MAX_COOKIE_LENGTH) return null;
  const [at, deviceId, user, signature, ...rest] = value.split(".");
  const issuedAt = Number(at);
  if (!deviceId || !user || !signature || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return null;
  const age = Math.floor(now.getTime() / 1000) - issuedAt;
  if (age > DEVICE_COOKIE_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
  if (!constantTimeEqual(user, Buffer.from(userId, "utf8").toString("base64url"))) return null;
  return constantTimeEqual(signature, mac(key, issuedAt, deviceId, userId)) ? deviceId : null;
}

/** The cookie's value in a `Cookie` request header, if present once or more (the first wins). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The `Set-Cookie` header value: httpOnly, SameSite=Lax, Secure on https. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  const name = secure ? DEVICE_COOKIE_NAME.https : DEVICE_COOKIE_NAME.http;
  const attributes = [
    `${name}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
