// Two-step sign-in through next-auth's authorize functions on a real database: a right password of
// an account with a second factor earns a ticket, never a session; the code (once) or a recovery
// code (once) finishes the sign-in for the ticket's account only; guesses spend the account's budget.
import { describe, expect, it } from "vitest";
import { authorizeCredentials } from "@/lib/auth/auth-options";
import { collectDeviceCookie } from "@/lib/auth/device-cookie-scope";
import { authorizeSecondStep } from "@/lib/auth/second-step";
import { TWO_FACTOR_EXPIRED, TWO_FACTOR_REQUIRED } from "@/lib/auth/two-factor-messages";
import { issueTwoFactorTicket, TWO_FACTOR_TICKET_NAME } from "@/lib/auth/two-factor-ticket";
import { confirmEnrolment, startEnrolment } from "@/lib/accounts/two-factor/two-factor";
import { totpCodeAt, TOTP_PERIOD_SECONDS } from "@/lib/accounts/two-factor/totp";
import { createUser } from "@/lib/db/users";
import { getConfig } from "@/lib/server/roots/config";
import { twoFactorDeps } from "@/lib/server/roots/accounts";
import { LIMITS } from "@/lib/server/rate-limit/limits";
import { quickPasswordHash } from "../quick-password-hash";
import { withTestDatabase } from "../test-database";

withTestDatabase();

const PASSWORD = "correct horse battery";
let n = 0;
async function enrolledUser() {
  n += 1;
  const created = await createUser({
    email: `tf${n}@example.test`,
    username: `tf${n}`,
    name: "T",
    passwordHash: await quickPasswordHash(PASSWORD),
  });
  if (!created.ok) throw new Error("setup");
  // Enrolled a few steps ago, so the codes of now are fresh steps.
  const then = new Date(Date.now() - 5 * TOTP_PERIOD_SECONDS * 1000);
  const started = await startEnrolment(twoFactorDeps(then), created.user);
  if (!started.ok) throw new Error("setup");
  const confirmed = await confirmEnrolment(twoFactorDeps(then), created.user.id, totpCodeAt(started.data.secret, then));
  if (!confirmed.ok) throw new Error("setup");
  return { user: created.user, secret: started.data.secret, recoveryCodes: confirmed.data.recoveryCodes };
}

const withTicket = (ticket: string) => ({ headers: { cookie: `${TWO_FACTOR_TICKET_NAME.http}=${ticket}` } });

describe("two-step sign-in", () => {
  it("a right password earns a ticket and no user; a wrong one neither", async () => {
    const { user } = await enrolledUser();
    const { result, ticket } = await collectDeviceCookie(() =>
      authorizeCredentials({ email: user.email, password: PASSWORD }, { headers: {} }).then(
        () => "signed in",
        (e: Error) => e.message,
      ),
    );
    expect(result).toBe(TWO_FACTOR_REQUIRED);
    expect(ticket).toMatch(/^\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const wrong = await collectDeviceCookie(() =>
      authorizeCredentials({ email: user.email, password: "wrong password!" }, { headers: {} }),
    );
    expect(wrong).toEqual({ result: null, deviceCookie: undefined, ticket: undefined });
  });

  it("the code signs in the ticket's account once, clears the ticket, and earns the device cookie", async () => {
    const { user, secret } = await enrolledUser();
    const ticket = issueTwoFactorTicket(getConfig().authSecret, user.id, new Date());
    const code = totpCodeAt(secret, new Date());
    const first = await collectDeviceCookie(() => authorizeSecondStep({ code }, withTicket(ticket)));
    expect(first.result).toMatchObject({ id: user.id, email: user.email });
    expect(first.ticket).toBe("");
    expect(first.deviceCookie).toBeTruthy();
    expect(await authorizeSecondStep({ code }, withTicket(ticket))).toBeNull();
  });

  it("a recovery code works once; without a ticket, or with an expired one, nothing is checked", async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const ticket = issueTwoFactorTicket(getConfig().authSecret, user.id, new Date());
    expect(await authorizeSecondStep({ code: recoveryCodes[3]! }, withTicket(ticket))).toMatchObject({ id: user.id });
    expect(await authorizeSecondStep({ code: recoveryCodes[3]! }, withTicket(ticket))).toBeNull();
    await expect(authorizeSecondStep({ code: recoveryCodes[4]! }, { headers: {} })).rejects.toThrow(TWO_FACTOR_EXPIRED);
    const old = issueTwoFactorTicket(getConfig().authSecret, user.id, new Date(Date.now() - 3600_000));
    await expect(authorizeSecondStep({ code: recoveryCodes[4]! }, withTicket(old))).rejects.toThrow(TWO_FACTOR_EXPIRED);
  });

  it("wrong codes spend the account's budget until even a right code is refused", async () => {
    const { user, secret } = await enrolledUser();
    const ticket = issueTwoFactorTicket(getConfig().authSecret, user.id, new Date());
    const refusals: string[] = [];
    for (let i = 0; i < 12; i++)
      await authorizeSecondStep({ code: "000000" }, withTicket(ticket)).then(
        () => refusals.push("wrong"),
        (e: Error) => refusals.push(e.message),
      );
    // The enrolment's code spent one point of the account's budget.
    const allowed = LIMITS.TWO_FACTOR_ACCOUNT.points - 1;
    expect(refusals.slice(0, allowed).every((r) => r === "wrong")).toBe(true);
    expect(refusals.slice(allowed).every((r) => /^TooManyAttempts:\d+$/.test(r))).toBe(true);
    await expect(authorizeSecondStep({ code: totpCodeAt(secret, new Date()) }, withTicket(ticket))).rejects.toThrow(
      /^TooManyAttempts:/,
    );
  });
});
