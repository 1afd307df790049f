// Nobody can lock an account out of sign-in from afar. Wrong guesses from one address refuse only
// that address; the owner from another address, or from a browser that signed in before (device
// cookie), still gets in. The attacker's guesses stay bounded: per address, per device cookie,
// and per account from unknown devices (a growing wait, never a refusal for good). The same
// budget guards the current-password check of change-password.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { changePasswordCommand } from "@/lib/actions/account-commands";
import { DEVICE_COOKIE_NAME, verifyDeviceCookie } from "@/lib/auth/device-cookie";
import { collectDeviceCookie } from "@/lib/auth/device-cookie-scope";
import { quickPasswordHash } from "../quick-password-hash";
import { MAX_FAILURES, signInBudget } from "@/lib/auth/sign-in-throttle";
import { readThrottleMessage } from "@/lib/auth/sign-in-throttle-message";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { createUser } from "@/lib/db/users";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";

// Counts the password comparisons (every guess that got to the password); the comparison is the real one.
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/accounts/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/accounts/password")>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      comparisons.count++;
      return real.verifyPassword(...args);
    },
  };
});

// The change-password form's caller: a real server-side session of `session.userId`, posting from `session.address`.
const session = vi.hoisted(() => ({ userId: null as string | null, address: "" }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => {
    if (!session.userId) return null;
    const { openServerSession } = await import("@/lib/auth/server-session");
    return { user: { id: session.userId }, sid: await openServerSession(session.userId, 3600), expires: "2999-01-01" };
  },
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-oauth-peer-address": session.address }) }));
const { changePasswordAction } = await import("@/lib/actions/accounts");

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

/** A new server process: nothing remembered in memory, only what the store holds. */
const restartProcess = () => {
  (globalThis as { __rateLimiters?: unknown }).__rateLimiters = undefined;
};

type Browser = { address: string; deviceCookie?: string };
type Answer = { user: { id: string } | null; deviceCookie?: string };

/** One sign-in through next-auth's credentials provider, as the route runs it. */
async function signIn(email: string, password: string, from: Browser): Promise<Answer> {
  const provider = getAuthOptions().providers[0] as unknown as {
    options: {
      authorize: (c: Record<string, string>, r: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
    };
  };
  const headers: Record<string, string> = { "x-oauth-peer-address": from.address };
  if (from.deviceCookie) headers.cookie = `theme=dark; ${DEVICE_COOKIE_NAME.http}=${from.deviceCookie}`;
  const { result, deviceCookie } = await collectDeviceCookie(() =>
    provider.options.authorize({ email, password }, { headers }),
  );
  return { user: result, deviceCookie };
}

/** The refusal a sign-in ended with ("TooManyAttempts" or "WaitTurn", and seconds), or null if it was answered. */
async function refusalOf(attempt: Promise<unknown>) {
  try {
    await attempt;
    return null;
  } catch (error) {
    const notice = readThrottleMessage((error as Error).message);
    if (!notice) throw error;
    return notice;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let n = 0;
async function newAccount(password: string) {
  n += 1;
  const created = await createUser({
    email: `nolock${n}@example.test`,
    username: `nolock${n}`,
    name: "N",
    passwordHash: await quickPasswordHash(password),
  });
  if (!created.ok) throw new Error("setup");
  return created.user;
}

describe("no lock-out from afar", () => {
  it("11 wrong guesses from A: the owner from B and from A's browser that signed in before both get in; A gets its 10 guesses only", async () => {
    const owner = DEMO_USERS.admin;
    const A = "198.51.100.10";
    const B = "203.0.113.20";
    // The owner signed in from A's browser before: it holds a device cookie bound to the account.
    const earlier = await signIn(owner.email, owner.password, { address: A });
    expect(earlier.user).not.toBeNull();
    expect(earlier.deviceCookie).toBeDefined();

    comparisons.count = 0;
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await signIn(owner.email, `wrong-${i}`, { address: A })).user).toBeNull();
    expect(await refusalOf(signIn(owner.email, "wrong-11", { address: A }))).toMatchObject({ code: "TooManyAttempts" });
    expect(comparisons.count).toBe(MAX_FAILURES);

    restartProcess();
    expect((await signIn(owner.email, owner.password, { address: B })).user).not.toBeNull();
    const fromDevice = await signIn(owner.email, owner.password, { address: A, deviceCookie: earlier.deviceCookie });
    expect(fromDevice.user).not.toBeNull();

    // The attacker at A is still refused (even with the right password, and in another process),
    // and got no further comparison.
    comparisons.count = 0;
    const refused = await refusalOf(signIn(owner.email, owner.password, { address: A }));
    expect(refused?.code).toBe("TooManyAttempts");
    expect(refused?.seconds).toBeGreaterThan(60);
    restartProcess();
    expect(await refusalOf(signIn(owner.email, "wrong-12", { address: A }))).toMatchObject({ code: "TooManyAttempts" });
    expect(comparisons.count).toBe(0);
  });

  it("a successful sign-in sets a device cookie bound to the account; a stolen one is bounded by its own failures", async () => {
    const owner = DEMO_USERS.developer;
    const signedIn = await signIn(owner.email, owner.password, { address: "192.0.2.1" });
    const cookie = signedIn.deviceCookie;
    expect(cookie).toBeDefined();
    expect(
      verifyDeviceCookie(
        "test-secret-that-is-long-enough-for-the-config-check",
        cookie!,
        signedIn.user!.id,
        new Date(),
      ),
    ).not.toBeNull();
    // A wrong password earns nothing.
    expect((await signIn(owner.email, "wrong", { address: "192.0.2.1" })).deviceCookie).toBeUndefined();

    // The thief uses the cookie from many addresses: 10 guesses, then refused.
    comparisons.count = 0;
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(
        (await signIn(owner.email, `wrong-${i}`, { address: `192.0.2.${100 + i}`, deviceCookie: cookie })).user,
      ).toBeNull();
    expect(
      await refusalOf(signIn(owner.email, owner.password, { address: "192.0.2.200", deviceCookie: cookie })),
    ).toMatchObject({ code: "TooManyAttempts" });
    expect(comparisons.count).toBe(MAX_FAILURES);
    // Its failures were the cookie's own: the owner elsewhere, and those addresses without it, are untouched.
    expect((await signIn(owner.email, owner.password, { address: "192.0.2.100" })).user).not.toBeNull();
  });

  it("a device cookie counts only for the account it was issued to", async () => {
    const other = await signIn(DEMO_USERS.user.email, DEMO_USERS.user.password, { address: "192.0.2.30" });
    const victim = (await newAccount("victims-password")).email;
    const C = "192.0.2.31";
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await signIn(victim, `wrong-${i}`, { address: C, deviceCookie: other.deviceCookie })).user).toBeNull();
    // Those were counted against the address, as from an unknown browser: C is now out of attempts on the victim.
    expect(await refusalOf(signIn(victim, "wrong", { address: C }))).toMatchObject({ code: "TooManyAttempts" });
    // A forged cookie is ignored just the same.
    expect(
      await refusalOf(signIn(victim, "wrong", { address: C, deviceCookie: `${other.deviceCookie}x` })),
    ).toMatchObject({ code: "TooManyAttempts" });
  });

  it("past the account's allowance, unknown browsers wait their turn: the right password is slowed, not refused for good", async () => {
    const password = "owners-own-password";
    const account = await newAccount(password);
    const { accountFree } = signInBudget();
    // A patient attacker with many addresses: the free allowance, then a guess at every turn.
    comparisons.count = 0;
    let address = 0;
    const guess = async () => {
      for (;;) {
        const refused = await refusalOf(signIn(account.email, "wrong", { address: `198.18.0.${++address}` }));
        if (refused === null) return;
        expect(refused.code).toBe("WaitTurn");
        await sleep(refused.seconds * 1000);
      }
    };
    for (let i = 0; i < accountFree + 3; i++) await guess();
    expect(comparisons.count).toBe(accountFree + 3);
    // The last guess took the account's turn for 4 s: an attempt now, right password or not,
    // from an unknown browser, is told to wait, and costs no comparison.
    comparisons.count = 0;
    const owner: Browser = { address: "203.0.113.77" };
    const told = await refusalOf(signIn(account.email, password, owner));
    expect(told?.code).toBe("WaitTurn");
    expect(told!.seconds).toBeGreaterThanOrEqual(1);
    expect(told!.seconds).toBeLessThanOrEqual(4);
    expect(await refusalOf(signIn(account.email, "wrong", { address: "198.18.1.1" }))).toMatchObject({
      code: "WaitTurn",
    });
    expect(comparisons.count).toBe(0);
    // After the wait it is the owner's turn, and the right password gets in.
    await sleep(told!.seconds * 1000 + 50);
    expect((await signIn(account.email, password, owner)).user?.id).toBe(account.id);
  });

  it("polling for the account's turn spends the address's budget: one address cannot poll without bound", async () => {
    const account = await newAccount("polled-password");
    const budget = signInBudget();
    // Past the allowance (each from its own address), the account's turn is taken for a while.
    for (let i = 0; i < budget.accountFree + 1; i++)
      await refusalOf(signIn(account.email, "wrong", { address: `198.18.2.${i + 1}` }));
    comparisons.count = 0;
    const poller = { address: "198.18.3.1" };
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < budget.address + 1; i++)
      answers.push((await refusalOf(signIn(account.email, "wrong", poller)))?.code);
    // Whether an attempt found the turn taken or (once it came free) had its password compared,
    // it spent the address's point: the address is refused after its budget, not before.
    expect(answers.slice(0, budget.address)).not.toContain("TooManyAttempts");
    expect(answers[budget.address]).toBe("TooManyAttempts");
    expect(comparisons.count).toBeLessThan(budget.address);
  });
});

describe("change-password spends the same budget", () => {
  it("10 wrong current passwords from one address, then a clear refusal there - shared with sign-in - while another address may still change it", async () => {
    const password = "current-password-1";
    const user = await newAccount(password);
    const A = "198.51.100.99";
    const from = (address: string) => ({ id: user.id, email: user.email, address });
    comparisons.count = 0;
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(
        await changePasswordCommand(from(A), { currentPassword: `wrong-${i}`, newPassword: "a-new-password-1" }),
      ).toEqual({ ok: false, code: "wrong_password" });
    const refused = await changePasswordCommand(from(A), {
      currentPassword: password,
      newPassword: "a-new-password-1",
    });
    expect(refused).toMatchObject({ ok: false, code: "too_many_attempts" });
    expect(refused.ok === false && "retryAfterSeconds" in refused && refused.retryAfterSeconds).toBeGreaterThan(60);
    expect(comparisons.count).toBe(MAX_FAILURES);
    // The same budget: sign-in from A without a device cookie is refused too.
    expect(await refusalOf(signIn(user.email, password, { address: A }))).toMatchObject({ code: "TooManyAttempts" });
    // Bad input is refused before any count or comparison.
    Object.assign(session, { userId: user.id, address: A });
    const form = new FormData();
    form.set("currentPassword", "");
    form.set("newPassword", "x");
    const answer = await changePasswordAction(form).catch((redirect: { digest?: string }) => redirect.digest);
    expect(answer).toContain("/settings/password?error=invalid_input;");
    expect(comparisons.count).toBe(MAX_FAILURES);
    // Nothing changed; from another address the owner may change it.
    expect(
      await changePasswordCommand(from("203.0.113.99"), {
        currentPassword: password,
        newPassword: "a-new-password-1",
      }),
    ).toEqual({ ok: true, data: null });
  });
});
