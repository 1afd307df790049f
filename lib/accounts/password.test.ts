import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";

/** A hash of the earlier scheme, at a low cost (verifying honours the parameters it names). */
function legacyScrypt(password: string, N = 2 ** 10): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r: 8, p: 1 });
  return ["scrypt", N, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("password hashing", () => {
  it("hashes with Argon2id at OWASP's parameters, and verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^argon2id\$19456\$2\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("has a stand-in hash for unknown emails, of today's cost, that no password opens", async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^argon2id\$19456\$2\$1\$/);
    expect(needsRehash(dummy)).toBe(false);
    expect(await verifyPassword("any password at all", dummy)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("still verifies scrypt hashes, and asks for them to be hashed again", async () => {
    const old = legacyScrypt("an old password");
    expect(await verifyPassword("an old password", old)).toBe(true);
    expect(await verifyPassword("an old passworD", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("asks to hash again an Argon2id hash of other parameters than today's", async () => {
    const [, , , , salt, key] = (await hashPassword("x")).split("$");
    expect(needsRehash(["argon2id", 4096, 2, 1, salt, key].join("$"))).toBe(true);
    expect(needsRehash(["argon2id", 19456, 1, 1, salt, key].join("$"))).toBe(true);
  });

  it("refuses malformed or unbounded stored hashes instead of throwing or running away", async () => {
    const [, , , , salt, key] = legacyScrypt("x").split("$");
    const refused = [
      "",
      "bcrypt$1$2$3$4$5",
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 30}$8$1$${salt}$${key}`, // 128 GiB
      `argon2id$${2 ** 30}$2$1$${salt}$${key}`,
      `argon2id$19456$1000000$1$${salt}$${key}`,
      `argon2id$19456$2$1$${salt}$`,
      `argon2id$19456$2$1$${salt}$${key}$extra`,
      `argon2id$19456$2$1$not+base64url$${key}`,
      `argon2id$-1$2$1$${salt}$${key}`,
    ];
    for (const stored of refused) {
      expect(await verifyPassword("x", stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(false);
    }
  });

  it("refuses a password over the length limit without hashing it", async () => {
    expect(await verifyPassword("x".repeat(201), await hashPassword("x".repeat(201)))).toBe(false);
  });
});
