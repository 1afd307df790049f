// CSRF protection for the sign-out confirmation form: an HMAC over the signed-in user and the exact
// logout request, valid for an hour. Signing out twice harms nothing, so nothing is stored.
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../constant-time";

const LIFETIME_MS = 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 120;

function mac(key: string, issuedAt: number, userId: string, request: string): string {
  return createHmac("sha256", key).update(`logout\n${issuedAt}\n${userId}\n${request}`).digest("base64url");
}

export function createLogoutFormToken(key: string, userId: string, request: string, now: Date): string {
  const at = now.getTime();
  return `${at}.${mac(key, at, userId, request)}`;
}

export function verifyLogoutFormToken(key: string, token: string, userId: string, request: string, now: Date): boolean {
  if (token.length > MAX_TOKEN_LENGTH) return false;
  const [at, signature, ...rest] = token.split(".");
  const issuedAt = Number(at);
  if (!signature || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return false;
  const age = now.getTime() - issuedAt;
  if (age < -60_000 || age > LIFETIME_MS) return false;
  return constantTimeEqual(signature, mac(key, issuedAt, userId, request));
}
