import { describe, expect, it } from "vitest";
import {
  issueTwoFactorTicket,
  TWO_FACTOR_TICKET_MAX_AGE_SECONDS,
  twoFactorTicketHeader,
  verifyTwoFactorTicket,
} from "./two-factor-ticket";

const key = "k".repeat(32);
const now = new Date("2031-01-01T00:00:00Z");
const later = (s: number) => new Date(now.getTime() + s * 1000);

describe("two-factor ticket", () => {
  it("names its account until it expires, and not afterwards", () => {
    const ticket = issueTwoFactorTicket(key, "user-1", now);
    expect(verifyTwoFactorTicket(key, ticket, later(TWO_FACTOR_TICKET_MAX_AGE_SECONDS - 1))).toBe("user-1");
    expect(verifyTwoFactorTicket(key, ticket, later(TWO_FACTOR_TICKET_MAX_AGE_SECONDS))).toBeNull();
  });

  it("is nothing under another key, with another account or expiry swapped in, or malformed", () => {
    const ticket = issueTwoFactorTicket(key, "user-1", now);
    const [at, , sig] = ticket.split(".");
    expect(verifyTwoFactorTicket("x".repeat(32), ticket, now)).toBeNull();
    expect(verifyTwoFactorTicket(key, `${at}.${Buffer.from("user-2").toString("base64url")}.${sig}`, now)).toBeNull();
    expect(verifyTwoFactorTicket(key, `${Number(at) + 999}.${ticket.split(".")[1]}.${sig}`, now)).toBeNull();
    for (const bad of [undefined, "", "a.b", "a.b.c.d", "x".repeat(400)])
      expect(verifyTwoFactorTicket(key, bad, now)).toBeNull();
  });

  it("is an httpOnly cookie, Secure on https, cleared by an empty value", () => {
    expect(twoFactorTicketHeader("v", true)).toBe(
      `__Secure-two-factor-ticket=v; Path=/; Max-Age=${TWO_FACTOR_TICKET_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(twoFactorTicketHeader("", false)).toBe("two-factor-ticket=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });
});
