import { beforeEach, describe, expect, it } from "vitest";
import { createMemoryAccounts, type MemoryAccounts } from "../testing/memory-account-store";
import { listAuthorizedApps, revokeApp } from "./authorized-apps";
import { type PasswordCheckBudget, changePassword } from "./change-password";
import { setAccountDisabled } from "./disable-account";
import { accountOfSession, hashSessionId, openSession } from "./sessions";
import { signUp } from "./sign-up";
import { memorySignUpDeps } from "../testing/memory-sign-up-deps";
import { confirmEmail } from "../email-verification/email-change";

let m: MemoryAccounts;
const now = new Date("2031-01-01T00:00:00Z");
// Test hashing: the hash names the password, so a check is a comparison.
const hashing = {
  hashPassword: async (p: string) => `hashed:${p}`,
  verifyPassword: async (p: string, stored: string) => stored === `hashed:${p}`,
  dummyPasswordHash: async () => "hashed:dummy-never-typed",
};
const open: PasswordCheckBudget = async (_key, check) => ({ ok: true, passed: await check() });
const person = { name: "Ann", email: " Ann@Example.com ", username: "Ann", password: "correct horse" };

beforeEach(() => {
  m = createMemoryAccounts();
});

async function ann() {
  const created = await signUp(memorySignUpDeps(m, hashing.hashPassword).deps, person);
  if (!created.ok) throw new Error("setup");
  return [...m.rows.values()][0]!;
}

describe("sign-up", () => {
  it("stores the hash, never the password, with the email and username in one form", async () => {
    const row = await ann();
    expect(row).toMatchObject({ email: "ann@example.com", username: "ann", passwordHash: "hashed:correct horse" });
  });

  it("answers a registered address as a new one, mailing after the answer: a link to the new, a notice to the registered", async () => {
    const first = memorySignUpDeps(m, hashing.hashPassword);
    expect(await signUp(first.deps, person)).toEqual({ ok: true, data: { email: "ann@example.com" } });
    expect(first.mails).toEqual([]);
    await first.settle();
    expect(first.mails).toMatchObject([{ kind: "link", to: "ann@example.com", purpose: "sign_up" }]);
    const again = memorySignUpDeps(m, hashing.hashPassword);
    expect(await signUp(again.deps, { ...person, username: "ann2" })).toEqual({
      ok: true,
      data: { email: "ann@example.com" },
    });
    await again.settle();
    expect(again.mails).toEqual([{ kind: "already_registered", to: "ann@example.com", purpose: "sign_up" }]);
    expect(m.rows.size).toBe(1);
  });

  it("says a username is taken (it is public), whatever the address", async () => {
    await ann();
    const other = memorySignUpDeps(m, hashing.hashPassword);
    expect(await signUp(other.deps, { ...person, email: "other@example.com" })).toEqual({
      ok: false,
      code: "duplicate",
      field: "username",
    });
    await other.settle();
    expect(other.mails).toEqual([]);
  });

  it("leaves the address unproven until the mailed link is used, once", async () => {
    const signing = memorySignUpDeps(m, hashing.hashPassword);
    await signUp(signing.deps, person);
    await signing.settle();
    const row = [...m.rows.values()][0]!;
    const { store } = signing.verification;
    expect(await store.isEmailVerified(row.id)).toBe(false);
    const mail = signing.mails[0];
    const token = mail?.kind === "link" ? mail.token : "";
    expect(await confirmEmail(signing.deps.verification, token)).toEqual({
      ok: true,
      data: { purpose: "sign_up", email: "ann@example.com" },
    });
    expect(await store.isEmailVerified(row.id)).toBe(true);
    expect(await confirmEmail(signing.deps.verification, token)).toEqual({ ok: false, code: "link_expired" });
  });
});

describe("change password", () => {
  const deps = (budget = open) => ({ accounts: m.accounts, ...hashing, budget });

  it("needs the current password, refuses the same one, and ends every session when it stores the new one", async () => {
    const row = await ann();
    const caller = { userId: row.id, email: row.email, address: "203.0.113.9" };
    await m.sessions.insertSession({
      idHash: "s",
      userId: row.id,
      expiresAt: new Date(now.getTime() + 60_000),
      userAgent: null,
      now,
    });
    expect(await changePassword(deps(), caller, { currentPassword: "wrong", newPassword: "new password 1" })).toEqual({
      ok: false,
      code: "wrong_password",
    });
    expect(
      await changePassword(deps(), caller, { currentPassword: "correct horse", newPassword: "correct horse" }),
    ).toEqual({ ok: false, code: "same_password" });
    expect(m.sessionRows.size).toBe(1);
    expect(
      await changePassword(deps(), caller, { currentPassword: "correct horse", newPassword: "new password 1" }),
    ).toEqual({ ok: true, data: null });
    expect(m.rows.get(row.id)?.passwordHash).toBe("hashed:new password 1");
    expect(m.sessionRows.size).toBe(0);
  });

  it("checks nothing and changes nothing when the sign-in budget refuses", async () => {
    const row = await ann();
    const refusing: PasswordCheckBudget = async () => ({ ok: false, code: "wait_turn", retryAfterSeconds: 7 });
    expect(
      await changePassword(
        deps(refusing),
        { userId: row.id, email: row.email, address: "a" },
        {
          currentPassword: "correct horse",
          newPassword: "new password 1",
        },
      ),
    ).toEqual({ ok: false, code: "wait_turn", retryAfterSeconds: 7 });
    expect(m.rows.get(row.id)?.passwordHash).toBe("hashed:correct horse");
  });
});

describe("disabling an account", () => {
  it("refuses the administrator's own account, and says when nothing changed", async () => {
    const row = await ann();
    const deps = { accounts: m.accounts, now };
    expect(await setAccountDisabled(deps, { adminId: row.id, userId: row.id, disabled: true })).toEqual({
      ok: false,
      code: "refused",
    });
    expect(await setAccountDisabled(deps, { adminId: "admin", userId: row.id, disabled: true })).toEqual({
      ok: true,
      data: "disabled",
    });
    expect(await setAccountDisabled(deps, { adminId: "admin", userId: row.id, disabled: true })).toEqual({
      ok: false,
      code: "unchanged",
    });
    expect(m.audit).toEqual([{ actorId: "admin", eventType: "user.disabled", userId: row.id }]);
  });
});

describe("sessions", () => {
  it("stores only the hash of the session id, and reads the account through it", async () => {
    const row = await ann();
    const deps = { sessions: m.sessions, newSessionId: () => "the-session-id", now };
    const sid = await openSession(deps, row.id, 60);
    expect([...m.sessionRows.keys()]).toEqual([hashSessionId(sid)]);
    expect(await accountOfSession(deps, { sid, user: { id: row.id } })).toMatchObject({ id: row.id });
    expect(await accountOfSession(deps, { sid: "forged", user: { id: row.id } })).toBeNull();
    expect(await accountOfSession(deps, null)).toBeNull();
  });
});

describe("authorized apps", () => {
  it("revokes an app's grants, and answers not_found when it held none", async () => {
    m.grants.set("ann", new Map([["app", 2]]));
    const deps = { apps: m.apps, now };
    expect(await revokeApp(deps, "ann", "app")).toEqual({ ok: true, data: { revoked: 2 } });
    expect(await revokeApp(deps, "ann", "app")).toEqual({ ok: false, code: "not_found" });
  });
});

describe("authorized apps with what they did", () => {
  it("sums each app's counted use per scope over the last 30 days, and nothing older", async () => {
    m.grants.set("ann", new Map([["app", 1]]));
    const day = (d: number) => new Date(now.getTime() - d * 86_400_000);
    m.usage.push(
      { userId: "ann", clientId: "app", scope: "BOOKING_READ", reads: 14, changes: 0, lastAt: day(0), day: day(0) },
      { userId: "ann", clientId: "app", scope: "BOOKING_READ", reads: 2, changes: 0, lastAt: day(29), day: day(29) },
      { userId: "ann", clientId: "app", scope: "BOOKING_READ", reads: 50, changes: 0, lastAt: day(30), day: day(30) },
      { userId: "bo", clientId: "app", scope: "BOOKING_READ", reads: 9, changes: 0, lastAt: day(0), day: day(0) },
    );
    const [app] = await listAuthorizedApps({ apps: m.apps, now }, "ann");
    expect(app?.usage).toEqual([{ scope: "BOOKING_READ", reads: 16, changes: 0, lastAt: day(0) }]);
  });
});
