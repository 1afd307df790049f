// RFC 6238 time-based one-time passwords (otpauth does the HOTP arithmetic): SHA-1, 6 digits,
// 30-second steps, the authenticator apps' defaults. A code is accepted for the step before and
// after the current one (clock drift), and the step it matched is returned so the caller can refuse
// it a second time (RFC 6238 s5.2: a code is used once).
import { Secret, TOTP } from "otpauth";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count. */
const DRIFT_STEPS = 1;
const CODE_SHAPE = /^\d{6}$/;

function totpOf(secretBase32: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new shared secret: 20 random bytes (RFC 4226 s4's recommended length), in base32. */
export function newTotpSecret(randomBytes: (size: number) => Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(randomBytes(20)).buffer }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string, issuer: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}

/** The 30-second step `now` falls in. */
export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of the step `now` falls in (for tests and for nothing else). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/** Whether the input looks like an authenticator code (spaces people type are dropped first). */
export function isTotpShaped(code: string): boolean {
  return CODE_SHAPE.test(code.replace(/\s/g, ""));
}

/** The step the code belongs to (within the drift allowed around `now`), or null when it matches none. */
export function matchingTotpStep(secretBase32: string, code: string, now: Date): number | null {
  const digits = code.replace(/\s/g, "");
  if (!CODE_SHAPE.test(digits)) return null;
  const delta = totpOf(secretBase32).validate({ token: digits, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : totpStepAt(now) + delta;
}
