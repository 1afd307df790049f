import { describe, expect, it } from "vitest";
import { hasOwnOrigin, isServerActionRequest } from "./action-origin";

const AUTH_URL = "https://auth.example.com";

describe("isServerActionRequest", () => {
  it("is a POST with the Next-Action header or a multipart form", () => {
    expect(isServerActionRequest("POST", new Headers({ "next-action": "abc" }))).toBe(true);
    expect(isServerActionRequest("post", new Headers({ "content-type": "multipart/form-data; boundary=x" }))).toBe(
      true,
    );
    expect(isServerActionRequest("POST", new Headers({ "content-type": "application/x-www-form-urlencoded" }))).toBe(
      false,
    );
    expect(isServerActionRequest("GET", new Headers({ "next-action": "abc" }))).toBe(false);
    expect(isServerActionRequest("POST", new Headers())).toBe(false);
  });
});

describe("hasOwnOrigin", () => {
  const check = (headers: Record<string, string>) => hasOwnOrigin(new Headers(headers), AUTH_URL);

  it("accepts the service's own origin, or the host the browser addressed", () => {
    expect(check({ origin: AUTH_URL, host: "internal:3000" })).toBe(true);
    expect(check({ origin: "http://localhost:3000", host: "localhost:3000" })).toBe(true);
  });

  it("refuses a foreign origin, a missing one and the opaque null", () => {
    expect(check({ origin: "https://evil.example", host: "auth.example.com" })).toBe(false);
    expect(check({ origin: "https://auth.example.com.evil.example", host: "auth.example.com" })).toBe(false);
    expect(check({ origin: "http://auth.example.com:8443", host: "auth.example.com" })).toBe(false);
    expect(check({ host: "auth.example.com" })).toBe(false);
    expect(check({ origin: "null", host: "auth.example.com" })).toBe(false);
    expect(check({ origin: "", host: "" })).toBe(false);
    expect(check({ origin: "not a url", host: "auth.example.com" })).toBe(false);
    expect(check({ origin: "https://auth.example.com/path", host: "x" })).toBe(false);
  });
});

describe("hasOwnOrigin with a forwarded host", () => {
  const check = (headers: Record<string, string>) => hasOwnOrigin(new Headers(headers), AUTH_URL);

  it("accepts an X-Forwarded-Host that is the Origin's host (the first of a list counts)", () => {
    expect(check({ origin: AUTH_URL, host: "internal:3000", "x-forwarded-host": "auth.example.com" })).toBe(true);
    expect(check({ origin: AUTH_URL, host: "internal:3000", "x-forwarded-host": " auth.example.com, lb" })).toBe(true);
    expect(check({ origin: "http://localhost:3000", host: "localhost:3000", "x-forwarded-host": "" })).toBe(true);
  });

  it("refuses an X-Forwarded-Host other than the Origin's host, which Next.js would answer with a 500", () => {
    expect(check({ origin: AUTH_URL, host: "auth.example.com", "x-forwarded-host": "evil.example" })).toBe(false);
    expect(check({ origin: "http://localhost:3000", host: "localhost:3000", "x-forwarded-host": "other:3000" })).toBe(
      false,
    );
    expect(check({ origin: AUTH_URL, host: "internal:3000", "x-forwarded-host": "lb, auth.example.com" })).toBe(false);
    expect(check({ origin: AUTH_URL, host: "auth.example.com", "x-forwarded-host": "AUTH.EXAMPLE.COM" })).toBe(false);
  });

  it("never lets a forwarded host make a foreign origin ours", () => {
    expect(
      check({ origin: "https://evil.example", host: "auth.example.com", "x-forwarded-host": "evil.example" }),
    ).toBe(false);
  });
});
