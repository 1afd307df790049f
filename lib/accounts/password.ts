// Password hashing. New hashes are Argon2id at the first recommendation of the OWASP Password
// Storage Cheat Sheet (m = 19 MiB, t = 2, p = 1), stored as `argon2id$m$t$p$salt$hash` (m in KiB):
// the parameters travel with the hash, so the cost can be raised without invalidating any. Hashes
// of the earlier scheme, `scrypt$N$r$p$salt$hash`, still verify; `needsRehash` says which a
// successful sign-in should store again at today's cost. Parameters read from a stored hash are
// bounded first: a row cannot make one check take unbounded memory or time.
import { argon2, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { MAX_PASSWORD_LENGTH } from "./password-limits";

export { MAX_PASSWORD_LENGTH };

/** Today's cost: OWASP's Argon2id minimum (19 MiB of memory, 2 passes, 1 lane). */
export const ARGON2ID_COST = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 } as const;

const SALT_BYTES = 16;
const KEY_BYTES = 32;

type Argon2Cost = { memoryKiB: number; passes: number; parallelism: number };
type ScryptCost = { N: number; r: number; p: number };
type Stored =
  | { scheme: "argon2id"; cost: Argon2Cost; salt: Buffer; key: Buffer }
  | { scheme: "scrypt"; cost: ScryptCost; salt: Buffer; key: Buffer };

/** At most 256 MiB and a few passes per check, whatever a stored hash names. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

function argon2id(password: string, salt: Buffer, cost: Argon2Cost, tagLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2(
      "argon2id",
      {
        message: password,
        nonce: salt,
        memory: cost.memoryKiB,
        passes: cost.passes,
        parallelism: cost.parallelism,
        tagLength,
      },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

function scryptKey(password: string, salt: Buffer, { N, r, p }: ScryptCost, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await argon2id(password, salt, ARGON2ID_COST, KEY_BYTES);
  const { memoryKiB, passes, parallelism } = ARGON2ID_COST;
  return ["argon2id", memoryKiB, passes, parallelism, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual =
    parsed.scheme === "argon2id"
      ? await argon2id(password, parsed.salt, parsed.cost, parsed.key.length)
      : await scryptKey(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
}

/**
 * Whether a hash that just verified should be stored again at today's cost: any scrypt hash, and
 * an Argon2id hash of other parameters than today's. A malformed hash never verified: false.
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  if (parsed.scheme !== "argon2id") return true;
  const { memoryKiB, passes, parallelism } = parsed.cost;
  return (
    memoryKiB !== ARGON2ID_COST.memoryKiB ||
    passes !== ARGON2ID_COST.passes ||
    parallelism !== ARGON2ID_COST.parallelism ||
    parsed.key.length !== KEY_BYTES
  );
}

// Verifying against this when the email is unknown costs one hash at today's cost, as a known
// account's check does, so timing says nothing; even the first time, as nothing is hashed to make
// it. Its key is random: no password hashes to it but by a 2^-256 chance.
const DUMMY_HASH = [
  "argon2id",
  ARGON2ID_COST.memoryKiB,
  ARGON2ID_COST.passes,
  ARGON2ID_COST.parallelism,
  randomBytes(SALT_BYTES).toString("base64url"),
  randomBytes(KEY_BYTES).toString("base64url"),
].join("$");
export function dummyPasswordHash(): Promise<string> {
  return Promise.resolve(DUMMY_HASH);
}

const whole = (text: string | undefined, min: number, max: number): number | null => {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

const bytes = (text: string | undefined, min: number, max: number): Buffer | null => {
  if (!text || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const value = Buffer.from(text, "base64url");
  return value.length >= min && value.length <= max ? value : null;
};

/** A stored hash's scheme, bounded parameters, salt and key; null for anything else. */
function parseStored(stored: string): Stored | null {
  const parts = stored.split("$");
  if (parts.length !== 6) return null;
  const [scheme, a, b, c] = parts;
  const salt = bytes(parts[4], 8, 64);
  const key = bytes(parts[5], 16, 64);
  if (!salt || !key) return null;
  if (scheme === "argon2id") {
    const parallelism = whole(c, 1, 4);
    const memoryKiB = parallelism === null ? null : whole(a, 8 * parallelism, MAX_MEMORY_BYTES / 1024);
    const passes = whole(b, 1, 10);
    if (memoryKiB === null || passes === null || parallelism === null) return null;
    return { scheme, cost: { memoryKiB, passes, parallelism }, salt, key };
  }
  if (scheme === "scrypt") {
    const N = whole(a, 2, 2 ** 20);
    const r = whole(b, 1, 32);
    const p = whole(c, 1, 4);
    if (N === null || r === null || p === null || (N & (N - 1)) !== 0 || 128 * N * r > MAX_MEMORY_BYTES) return null;
    return { scheme, cost: { N, r, p }, salt, key };
  }
  return null;
}
