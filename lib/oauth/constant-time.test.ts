import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashSecret, secretMatchesHash } from "./constant-time";

describe("constantTimeEqual", () => {
  it("is true for equal strings", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("", "")).toBe(true);
  });

  it("is false for different strings, including different lengths and prefixes", () => {
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
    expect(constantTimeEqual("abc", "")).toBe(false);
    expect(constantTimeEqual("ABC", "abc")).toBe(false);
  });

  it("does not throw on different lengths (timingSafeEqual would)", () => {
    expect(() => constantTimeEqual("a", "a".repeat(10_000))).not.toThrow();
  });
});

describe("hashSecret", () => {
  it("is the lowercase hex SHA-256 of the UTF-8 value", () => {
    expect(hashSecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashSecret("é")).toBe(createHash("sha256").update("é", "utf8").digest("hex"));
  });
});

describe("secretMatchesHash", () => {
  it("matches a secret against its stored hash and nothing else", () => {
    const stored = hashSecret("s3cret");
    expect(secretMatchesHash("s3cret", stored)).toBe(true);
    expect(secretMatchesHash("s3cret ", stored)).toBe(false);
    expect(secretMatchesHash(stored, stored)).toBe(false);
  });

  it("matches nothing against a stored value that is not a SHA-256 hex digest", () => {
    const stored = hashSecret("s3cret");
    expect(secretMatchesHash("s3cret", stored.toUpperCase())).toBe(true); // hex is hex, either case
    expect(secretMatchesHash("s3cret", stored.slice(0, 62))).toBe(false);
    expect(secretMatchesHash("s3cret", `${stored}00`)).toBe(false);
    expect(secretMatchesHash("s3cret", `${stored.slice(0, 62)}zz`)).toBe(false);
    expect(secretMatchesHash("", "")).toBe(false);
  });
});
