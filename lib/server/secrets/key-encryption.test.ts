import { describe, expect, it } from "vitest";
import { decryptWithSecret, encryptWithSecret } from "./key-encryption";

describe("signing-key encryption at rest", () => {
  it("round-trips under the same secret and never stores the plaintext", () => {
    const sealed = encryptWithSecret("s".repeat(32), '{"d":"private"}');
    expect(sealed).not.toContain("private");
    expect(decryptWithSecret("s".repeat(32), sealed)).toBe('{"d":"private"}');
  });
  it("refuses another secret or a tampered value", () => {
    const sealed = encryptWithSecret("s".repeat(32), "x");
    expect(decryptWithSecret("t".repeat(32), sealed)).toBeNull();
    // Change the ciphertext's first character for another, so the tampered value always differs
    // (overwriting it with a fixed value left it unchanged once in 256 runs).
    const parts = sealed.split(".");
    const body = parts[3]!;
    const tampered = [...parts.slice(0, 3), (body[0] === "A" ? "B" : "A") + body.slice(1)].join(".");
    expect(decryptWithSecret("s".repeat(32), tampered)).toBeNull();
    expect(decryptWithSecret("s".repeat(32), "garbage")).toBeNull();
  });
});
