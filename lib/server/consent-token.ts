// CSRF protection for the consent form: an HMAC over the signed-in user and the exact
// authorization request, valid for one hour. A forged or replayed-elsewhere submission fails
// even before Next.js's own Origin check for server actions.
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "@/lib/oauth/constant-time";
import { getConfig } from "./config";

const LIFETIME_MS = 60 * 60 * 1000;

function mac(issuedAt: number, userId: string, request: string): string {
  return createHmac("sha256", getConfig().authSecret).update(`consent\n${issuedAt}\n${userId}\n${request}`).digest("base64url");
}

export function createConsentToken(userId: string, request: string, now = Date.now()): string {
  return `${now}.${mac(now, userId, request)}`;
}

export function verifyConsentToken(token: string, userId: string, request: string, now = Date.now()): boolean {
  const [at, signature] = token.split(".");
  const issuedAt = Number(at);
  if (!signature || !Number.isSafeInteger(issuedAt) || now - issuedAt > LIFETIME_MS || issuedAt > now + 60_000) return false;
  return constantTimeEqual(signature, mac(issuedAt, userId, request));
}
