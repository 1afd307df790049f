import { describe, expect, it } from "vitest";
import { successorOf } from "./refresh-token-successor";

const key = new Uint8Array(32).fill(1);

describe("successorOf", () => {
  it("is the same for the same token and key, so every instance answers a retry alike", () => {
    expect(successorOf(key, "token-a")).toBe(successorOf(new Uint8Array(32).fill(1), "token-a"));
  });

  it("differs per token and per key, and looks like any other 256-bit token", () => {
    const a = successorOf(key, "token-a");
    expect(successorOf(key, "token-b")).not.toBe(a);
    expect(successorOf(new Uint8Array(32).fill(2), "token-a")).not.toBe(a);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toContain("token-a");
  });

  it("refuses a key shorter than 256 bits", () => {
    expect(() => successorOf(new Uint8Array(16), "token-a")).toThrow(/32 bytes/);
  });
});
