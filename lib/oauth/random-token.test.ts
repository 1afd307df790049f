import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomId, randomToken } from "./random-token";

describe("randomToken", () => {
  it("encodes 32 bytes (256 bits) as 43 base64url characters by default", () => {
    const token = randomToken((n) => randomBytes(n));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("uses exactly the bytes the port returns", () => {
    expect(randomToken((n) => new Uint8Array(n).fill(0xff))).toBe("_".repeat(42) + "8");
  });

  it("refuses a port that returns fewer bytes than asked", () => {
    expect(() => randomToken(() => new Uint8Array(16))).toThrow(/expected 32/);
  });

  it("gives 128-bit ids", () => {
    expect(randomId((n) => randomBytes(n))).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
