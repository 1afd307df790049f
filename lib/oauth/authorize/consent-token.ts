// CSRF protection for the consent form: a random nonce, HMAC-bound to the signed-in user and the
// exact authorization request, valid for one hour. Only the nonce's hash is stored (as a consent
// ticket), and posting the form uses the ticket up, so the same form cannot decide twice.
// A forged token is refused by the HMAC alone, before any storage is touched.
import { createHmac } from "node:crypto";
import { constantTimeEqual, hashSecret } from "../constant-time";
import type { RandomBytes } from "../ports";
import type { ConsentTicketRecord } from "./authorize-storage";
import { randomToken } from "../random-token";

export const CONSENT_FORM_LIFETIME_MS = 60 * 60 * 1000;
/** Allowance for clocks of several servers that disagree a little. */
const CLOCK_SKEW_MS = 60_000;
const MAX_TOKEN_LENGTH = 200;

function mac(key: string, issuedAt: number, nonce: string, userId: string, request: string): string {
  return createHmac("sha256", key).update(`consent\n${issuedAt}\n${nonce}\n${userId}\n${request}`).digest("base64url");
}

export interface ConsentFormToken {
  /** Goes into the form's hidden `csrf` field. */
  readonly token: string;
  /** Stored, so that the form can be used once. */
  readonly ticket: ConsentTicketRecord;
}

export function createConsentToken(
  key: string,
  randomBytes: RandomBytes,
  userId: string,
  request: string,
  now: Date,
): ConsentFormToken {
  const issuedAt = now.getTime();
  const nonce = randomToken(randomBytes);
  return {
    token: `${issuedAt}.${nonce}.${mac(key, issuedAt, nonce, userId, request)}`,
    ticket: { ticketHash: hashSecret(nonce), userId, expiresAt: new Date(issuedAt + CONSENT_FORM_LIFETIME_MS) },
  };
}

/** The ticket hash to use up when the token is genuine and fresh for this user and request. */
export function verifyConsentToken(
  key: string,
  token: string,
  userId: string,
  request: string,
  now: Date,
): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [at, nonce, signature, ...rest] = token.split(".");
  const issuedAt = Number(at);
  if (!nonce || !signature || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return null;
  const age = now.getTime() - issuedAt;
  if (age > CONSENT_FORM_LIFETIME_MS || age < -CLOCK_SKEW_MS) return null;
  return constantTimeEqual(signature, mac(key, issuedAt, nonce, userId, request)) ? hashSecret(nonce) : null;
}
