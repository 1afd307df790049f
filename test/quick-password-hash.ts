// Password hashes for the accounts tests create: the app's stored form (`scrypt$N$r$p$salt$hash`),
// which sign-in verifies with the parameters it names, at a work factor 32 times lower than the
// app's. Sign-in runs its real code path; the tests stop spending most of their CPU on scrypt.
import { randomBytes, scryptSync } from "node:crypto";

const N = 2 ** 10;
const R = 8;
const P = 1;

export async function quickPasswordHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}
