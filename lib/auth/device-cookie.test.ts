import { describe, expect, it } from "vitest";
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieHeader,
  issueDeviceCookie,
  readCookie,
  verifyDeviceCookie,
} from "./device-cookie";

const KEY = "k".repeat(32);
const now = new Date("2025-06-01T12:00:00Z");
let n = 0;
const random = (size: number) => new Uint8Array(size).fill(++n);

describe("device cookie", () => {
  it("names a device for the account it was issued to, and for no other", () => {
    const cookie = issueDeviceCookie(KEY, "user-a", random, now);
    const device = verifyDeviceCookie(KEY, cookie, "user-a", now);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifyDeviceCookie(KEY, cookie, "user-b", now)).toBeNull();
    expect(verifyDeviceCookie("other-secret".repeat(3), cookie, "user-a", now)).toBeNull();
    // A new sign-in, a new device id.
    expect(verifyDeviceCookie(KEY, issueDeviceCookie(KEY, "user-a", random, now), "user-a", now)).not.toBe(device);
  });

  it("refuses an altered, truncated, oversized, expired or future cookie", () => {
    const cookie = issueDeviceCookie(KEY, "user-a", random, now);
    const [at, id, user, mac] = cookie.split(".") as [string, string, string, string];
    const otherUser = Buffer.from("user-b").toString("base64url");
    for (const bad of [
      `${at}.${id}.${otherUser}.${mac}`,
      `${Number(at) + 1}.${id}.${user}.${mac}`,
      `${at}.${id}x.${user}.${mac}`,
      `${at}.${id}.${user}`,
      `${cookie}.extra`,
      "",
      "x".repeat(1000),
    ])
      expect(verifyDeviceCookie(KEY, bad, "user-a", now)).toBeNull();
    const later = new Date(now.getTime() + (DEVICE_COOKIE_MAX_AGE_SECONDS + 1) * 1000);
    expect(verifyDeviceCookie(KEY, cookie, "user-a", later)).toBeNull();
    const earlier = new Date(now.getTime() - 3600_000);
    expect(verifyDeviceCookie(KEY, cookie, "user-a", earlier)).toBeNull();
  });

  it("is set httpOnly, SameSite=Lax, long-lived, only for the auth endpoints, Secure on https", () => {
    expect(deviceCookieHeader("v", true)).toBe(
      `__Secure-signin-device=v; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(deviceCookieHeader("v", false)).toBe(
      `signin-device=v; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`,
    );
  });

  it("is read from a Cookie header among others", () => {
    expect(readCookie("a=1; signin-device=abc.def; b=2", "signin-device")).toBe("abc.def");
    expect(readCookie("xsignin-device=1", "signin-device")).toBeUndefined();
    expect(readCookie(undefined, "signin-device")).toBeUndefined();
  });
});
