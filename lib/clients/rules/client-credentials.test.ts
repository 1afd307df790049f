import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import { generateClientId, generateClientSecret } from "./client-credentials";

describe("client credentials", () => {
  it("client ids are 24 url-safe characters and differ every time", () => {
    const ids = new Set(Array.from({ length: 50 }, () => generateClientId(randomBytes)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it("a secret is cs_ plus 256 random bits; only its hash and last 4 characters are kept for storage", () => {
    const { secret, hash, hint } = generateClientSecret(randomBytes);
    expect(secret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashSecret(secret));
    expect(hint).toBe(secret.slice(-4));
    expect(generateClientSecret(randomBytes).secret).not.toBe(secret);
  });

  it("uses the injected randomness", () => {
    const zeros = (n: number) => new Uint8Array(n);
    expect(generateClientSecret(zeros).secret).toBe(`cs_${"A".repeat(43)}`);
  });
});
