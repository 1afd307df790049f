import { beforeEach, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import { createMemoryAccounts, type MemoryAccounts } from "../testing/memory-account-store";
import {
  isResetLinkLive,
  RESET_LINK_TTL_MS,
  type ResetBudget,
  type RequestResetDeps,
  type ResetLinkMail,
  requestPasswordReset,
  resetPassword,
} from "./password-reset";
import {
  accountOfSession,
  endOtherSession,
  endOtherSessions,
  LAST_SEEN_STEP_MS,
  listSessions,
  MAX_USER_AGENT_LENGTH,
  openSession,
  type SessionDeps,
} from "./sessions";
import { changePassword } from "./change-password";
import { signUp } from "./sign-up";
import { memorySignUpDeps } from "../testing/memory-sign-up-deps";

let m: MemoryAccounts;
const t0 = new Date("2031-01-01T00:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
let tokens = 0;
const token = () => `${String(++tokens).padStart(3, "0")}${"t".repeat(40)}`;

beforeEach(() => {
  m = createMemoryAccounts();
});

async function ann() {
  const hashPassword = async (p: string) => `hashed:${p}`;
  const person = { name: "Ann", email: "ann@example.com", username: "ann", password: "correct horse" };
  return person_(person.email, await signUp(memorySignUpDeps(m, hashPassword).deps, person));
}

function person_(email: string, created: { ok: boolean }) {
  const row = [...m.rows.values()].find((r) => r.email === email);
  if (!created.ok || !row) throw new Error("setup");
  return row;
}

describe("password reset links", () => {
  const open: ResetBudget = async () => ({ ok: true });
  /** The mail sent so far, and the work the answers left for after them. */
  let sent: ResetLinkMail[];
  let later: (() => Promise<void>)[];
  beforeEach(() => {
    sent = [];
    later = [];
  });
  function requestDeps(now = t0, budget = open) {
    const deps: RequestResetDeps = {
      resets: m.resets,
      budget,
      newToken: token,
      sendLink: async (x) => void sent.push(x),
      afterAnswer: (work) => void later.push(work),
      now,
    };
    return { sent, deps };
  }
  /** Asks for a link, then runs what the answer left for after it. */
  async function ask(deps: RequestResetDeps, email: string, address = "a") {
    const answer = await requestPasswordReset(deps, { email, address });
    for (const work of later.splice(0)) await work();
    return answer;
  }
  const resetDeps = (now = t0) => ({ resets: m.resets, hashPassword: async (p: string) => `hashed:${p}`, now });

  it("answers the same for an unknown address, and mails a link only to an account, storing only its hash", async () => {
    const account = await ann();
    const { sent, deps } = requestDeps();
    expect(await ask(deps, "nobody@example.com")).toEqual({
      ok: true,
      data: null,
    });
    expect(sent).toEqual([]);
    expect(m.resetRows.size).toBe(0);
    expect(await ask(deps, " ANN@example.com ")).toEqual({
      ok: true,
      data: null,
    });
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail).toMatchObject({ to: "ann@example.com", expiresAt: at(RESET_LINK_TTL_MS) });
    expect([...m.resetRows.keys()]).toEqual([hashSecret(mail.token)]);
    expect(m.resetRows.get(hashSecret(mail.token))?.userId).toBe(account.id);
  });

  it("answers before the account is looked up, a link written or a mail sent, known email or not: the answer's time cannot tell", async () => {
    await ann();
    const never = () => new Promise<never>(() => {});
    const stalled: RequestResetDeps = {
      ...requestDeps().deps,
      resets: { ...m.resets, findResettableAccount: never, insertReset: never },
      sendLink: never,
    };
    // The budget answers at once; anything the answer waited for on top would never come.
    const waiting = () => new Promise((resolve) => setImmediate(() => resolve("still waiting")));
    for (const email of ["ann@example.com", "nobody@example.com"])
      expect(await Promise.race([requestPasswordReset(stalled, { email, address: "a" }), waiting()])).toEqual({
        ok: true,
        data: null,
      });
    expect(later).toHaveLength(2);
  });

  it("spends the budget before looking the account up, and refuses alike for known and unknown addresses", async () => {
    await ann();
    const keys: unknown[] = [];
    const refusing: ResetBudget = async (key) => {
      keys.push(key);
      return { ok: false, retryAfterSeconds: 42 };
    };
    const { sent, deps } = requestDeps(t0, refusing);
    for (const email of ["ann@example.com", "nobody@example.com"])
      expect(await ask(deps, email, "203.0.113.7")).toEqual({
        ok: false,
        code: "too_many_requests",
        retryAfterSeconds: 42,
      });
    expect(keys).toEqual([
      { address: "203.0.113.7", email: "ann@example.com" },
      { address: "203.0.113.7", email: "nobody@example.com" },
    ]);
    expect(sent).toEqual([]);
  });

  it("works once, ends every session and every other link, and not after it expired", async () => {
    const account = await ann();
    const { sent, deps } = requestDeps();
    await ask(deps, "ann@example.com");
    await ask(deps, "ann@example.com");
    await ask(requestDeps(at(-RESET_LINK_TTL_MS)).deps, "ann@example.com");
    const [first, second, old] = sent.map((s) => s.token);
    await m.sessions.insertSession({
      idHash: "s",
      userId: account.id,
      expiresAt: at(60_000),
      userAgent: null,
      now: t0,
    });
    expect(await isResetLinkLive(resetDeps(), old!)).toBe(false);
    expect(await resetPassword(resetDeps(), { token: old!, newPassword: "new password 1" })).toEqual({
      ok: false,
      code: "link_expired",
    });
    expect(await isResetLinkLive(resetDeps(), first!)).toBe(true);
    expect(await resetPassword(resetDeps(), { token: first!, newPassword: "new password 1" })).toEqual({
      ok: true,
      data: null,
    });
    expect(m.rows.get(account.id)?.passwordHash).toBe("hashed:new password 1");
    expect(m.sessionRows.size).toBe(0);
    for (const used of [first!, second!])
      expect(await resetPassword(resetDeps(), { token: used, newPassword: "new password 2" })).toEqual({
        ok: false,
        code: "link_expired",
      });
    expect(m.rows.get(account.id)?.passwordHash).toBe("hashed:new password 1");
  });

  it("refuses a link asked for before the password changed: an old mail cannot undo the change", async () => {
    const account = await ann();
    const { sent, deps } = requestDeps();
    await ask(deps, "ann@example.com");
    const changeDeps = {
      accounts: m.accounts,
      hashPassword: async (p: string) => `hashed:${p}`,
      verifyPassword: async (p: string, stored: string) => stored === `hashed:${p}`,
      dummyPasswordHash: async () => "hashed:dummy",
      budget: async (_key: unknown, check: () => Promise<boolean>) => ({ ok: true as const, passed: await check() }),
    };
    const owner = { userId: account.id, email: account.email, address: "a" };
    expect(
      await changePassword(changeDeps, owner, { currentPassword: "correct horse", newPassword: "owners new one" }),
    ).toEqual({ ok: true, data: null });
    const token = sent[0]!.token;
    expect(await isResetLinkLive(resetDeps(), token)).toBe(false);
    expect(await resetPassword(resetDeps(), { token, newPassword: "attackers one" })).toEqual({
      ok: false,
      code: "link_expired",
    });
    expect(m.rows.get(account.id)?.passwordHash).toBe("hashed:owners new one");
  });

  it("refuses a malformed token without a lookup, and a link at its expiry", async () => {
    await ann();
    const { sent, deps } = requestDeps();
    await ask(deps, "ann@example.com");
    expect(await isResetLinkLive(resetDeps(), "short")).toBe(false);
    expect(await isResetLinkLive(resetDeps(), `${sent[0]!.token}x`)).toBe(false);
    expect(await isResetLinkLive(resetDeps(at(RESET_LINK_TTL_MS)), sent[0]!.token)).toBe(false);
  });
});

describe("sessions on the account page", () => {
  let ids = 0;
  const deps = (now = t0): SessionDeps => ({ sessions: m.sessions, newSessionId: () => `sid-${++ids}`, now });

  it("keeps a bounded user agent, and writes the last activity only once it is a step old", async () => {
    const account = await ann();
    const sid = await openSession(deps(), account.id, 3600, "x".repeat(1000));
    const stored = () => [...m.sessionRows.values()][0]!;
    expect(stored().userAgent).toHaveLength(MAX_USER_AGENT_LENGTH);
    await accountOfSession(deps(at(LAST_SEEN_STEP_MS - 1)), { sid, user: { id: account.id } });
    expect(stored().lastSeenAt).toEqual(t0);
    await accountOfSession(deps(at(LAST_SEEN_STEP_MS)), { sid, user: { id: account.id } });
    expect(stored().lastSeenAt).toEqual(at(LAST_SEEN_STEP_MS));
  });

  it("lists the current session first, signs out another one at once, and never the current or someone else's", async () => {
    const account = await ann();
    const bo = { name: "Bo", email: "bo@example.com", username: "bo", password: "correct horse" };
    const other = person_(bo.email, await signUp(memorySignUpDeps(m, async (p) => p).deps, bo));
    const laptop = await openSession(deps(), account.id, 3600, "Firefox on Linux");
    const phone = await openSession(deps(at(1000)), account.id, 3600, "Safari on iPhone");
    const bos = await openSession(deps(), other.id, 3600);
    const listed = await listSessions(deps(at(2000)), account.id, laptop);
    expect(listed.map((s) => [s.current, s.userAgent])).toEqual([
      [true, "Firefox on Linux"],
      [false, "Safari on iPhone"],
    ]);
    expect(listed.every((s) => !m.sessionRows.has(s.reference))).toBe(true);
    const caller = { userId: account.id, currentSid: laptop };
    expect(await endOtherSession(deps(), caller, listed[0]!.reference)).toEqual({ ok: false, code: "current_session" });
    const bosReference = (await listSessions(deps(), other.id, bos))[0]!.reference;
    expect(await endOtherSession(deps(), caller, bosReference)).toEqual({ ok: false, code: "not_found" });
    expect(await endOtherSession(deps(), caller, listed[1]!.reference)).toEqual({ ok: true, data: null });
    expect(await accountOfSession(deps(), { sid: phone, user: { id: account.id } })).toBeNull();
    expect(await accountOfSession(deps(), { sid: laptop, user: { id: account.id } })).not.toBeNull();
  });

  it("signs out every other session of the account at once and keeps the caller's own", async () => {
    const account = await ann();
    const bo = { name: "Bo", email: "bo@example.com", username: "bo", password: "correct horse" };
    const other = person_(bo.email, await signUp(memorySignUpDeps(m, async (p) => p).deps, bo));
    const here = await openSession(deps(), account.id, 3600, "Firefox on Linux");
    const others = [await openSession(deps(), account.id, 3600), await openSession(deps(), account.id, 3600)];
    const bos = await openSession(deps(), other.id, 3600);
    const caller = { userId: account.id, currentSid: here };
    expect(await endOtherSessions(deps(), caller)).toEqual({ ok: true, data: { ended: 2 } });
    for (const sid of others) expect(await accountOfSession(deps(), { sid, user: { id: account.id } })).toBeNull();
    expect(await accountOfSession(deps(), { sid: here, user: { id: account.id } })).not.toBeNull();
    expect(await accountOfSession(deps(), { sid: bos, user: { id: other.id } })).not.toBeNull();
    expect(await endOtherSessions(deps(), { userId: account.id, currentSid: undefined })).toEqual({
      ok: false,
      code: "no_current_session",
    });
    expect(await accountOfSession(deps(), { sid: here, user: { id: account.id } })).not.toBeNull();
  });
});
