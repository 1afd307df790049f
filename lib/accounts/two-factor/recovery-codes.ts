// Recovery codes: ten single-use codes shown once at enrolment, for a lost authenticator. Each is
// 80 random bits in base32 (16 letters and digits, in four groups), so even its stored hash cannot
// be searched; the hash is salted with the account's id all the same, so equal codes of two
// accounts never share a row.
import { createHash } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const GROUP = 4;
/** What a person may type: the groups with or without dashes and spaces, any case. */
const TYPED_SHAPE = /^[a-z2-7]{16}$/;

function oneCode(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(new RegExp(`.{${GROUP}}`, "g"))!.join("-");
}

export function newRecoveryCodes(randomBytes: (size: number) => Uint8Array): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => oneCode(randomBytes));
}

/** The code as stored: lower case, no separators; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "");
  return TYPED_SHAPE.test(plain) ? plain : null;
}

export function hashRecoveryCode(userId: string, normalized: string): string {
  return createHash("sha256").update(`recovery-code\n${userId}\n${normalized}`).digest("hex");
}
