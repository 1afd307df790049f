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
    expect(decryptWithSecret("s".repeat(32), sealed.slice(0, -2) + "AA")).toBeNull();
    expect(decryptWithSecret("s".repeat(32), "garbage")).toBeNull();
  });
});
