import { describe, expect, it } from "vitest";
import { canMarkFamily, markedRefreshToken, readFamilyMark } from "./refresh-token-family";

const key = new Uint8Array(32).fill(1);
const secret = "s".repeat(43);

describe("refresh-token grant marks", () => {
  it("names the grant, and only a mark made under our key is authentic", () => {
    const token = markedRefreshToken(key, "grant-1", secret);
    expect(token).toMatch(/^grant-1\.s{43}\.[A-Za-z0-9_-]{22}$/);
    expect(readFamilyMark(key, token)).toEqual({ grantId: "grant-1", authentic: true });
    expect(readFamilyMark(new Uint8Array(32).fill(2), token)).toEqual({ grantId: "grant-1", authentic: false });
  });

  it("binds the mark to the grant and the secret: moving either makes it a forgery", () => {
    const mark = markedRefreshToken(key, "grant-1", secret).split(".")[2];
    expect(readFamilyMark(key, `grant-2.${secret}.${mark}`)?.authentic).toBe(false);
    expect(readFamilyMark(key, `grant-1.${"t".repeat(43)}.${mark}`)?.authentic).toBe(false);
  });

  it("refuses another spelling of the same mark (base64url's spare bits): a token is its text", () => {
    const token = markedRefreshToken(key, "grant-1", secret);
    const last = token.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // The 22nd character carries 2 bits of the mark and 4 spare ones.
    const sameBits = alphabet[(alphabet.indexOf(last) & 0b110000) | (~alphabet.indexOf(last) & 0b001111)]!;
    expect(sameBits).not.toBe(last);
    expect(Buffer.from(token.slice(-22), "base64url")).toEqual(
      Buffer.from(`${token.slice(-22, -1)}${sameBits}`, "base64url"),
    );
    expect(readFamilyMark(key, `${token.slice(0, -1)}${sameBits}`)?.authentic).toBe(false);
  });

  it("reads a token without a mark (issued before marks, or anything else) as null", () => {
    for (const token of [
      "a".repeat(43),
      `grant-1.${secret}`,
      `grant-1.${secret}.${"m".repeat(21)}`,
      `grant-1.${"s".repeat(42)}.${"m".repeat(22)}`,
      `gr ant.${secret}.${"m".repeat(22)}`,
      `.${secret}.${"m".repeat(22)}`,
      `a.b.${secret}.${"m".repeat(22)}`,
      "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln",
    ])
      expect(readFamilyMark(key, token), token).toBeNull();
  });

  it("carries every grant id this server makes, and refuses to mint for one it cannot carry", () => {
    expect(canMarkFamily("I45c3ZJ7Ddign0SO-gB9XQ")).toBe(true);
    expect(canMarkFamily("clx0abcdef0000abcdefghijk")).toBe(true);
    expect(canMarkFamily("a.b")).toBe(false);
    expect(canMarkFamily("")).toBe(false);
    expect(() => markedRefreshToken(key, "a.b", secret)).toThrow(/grant id/);
    expect(() => markedRefreshToken(key, "grant-1", "short")).toThrow(/43/);
  });

  it("refuses a key shorter than 256 bits", () => {
    expect(() => markedRefreshToken(new Uint8Array(16), "grant-1", secret)).toThrow(/32 bytes/);
  });
});
