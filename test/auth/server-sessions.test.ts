// Server-side sessions: a session cookie signs someone in only while its row lives. Sign-out,
// a password change and disabling the account end sessions; disabling also revokes grants. A
// sign-in's hash upgrade (same password, today's cost) ends none.
import { describe, expect, it } from "vitest";
import { authorizeCredentials } from "@/lib/auth/auth-options";
import { changePasswordCommand } from "@/lib/actions/account-commands";
import { quickPasswordHash } from "../quick-password-hash";
import { closeServerSession, openServerSession, userOfServerSession } from "@/lib/auth/server-session";
import { getPrisma } from "@/lib/db/db";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";
import { setUserDisabled } from "@/lib/db/user-sessions";
import { createUser } from "@/lib/db/users";
import { withTestDatabase } from "../test-database";

withTestDatabase();

const PASSWORD = "correct horse battery";
let n = 0;
async function newUser() {
  n += 1;
  const created = await createUser({
    email: `s${n}@example.test`,
    username: `s${n}`,
    name: "S",
    passwordHash: await quickPasswordHash(PASSWORD),
  });
  if (!created.ok) throw new Error("setup");
  return created.user;
}
const cookieOf = (userId: string, sid: string) => ({ sid, user: { id: userId } });

describe("server-side sessions", () => {
  it("a session reads its user until sign-out; the same (copied) cookie then signs nobody in", async () => {
    const user = await newUser();
    const sid = await openServerSession(user.id, 3600);
    expect((await userOfServerSession(cookieOf(user.id, sid)))?.id).toBe(user.id);
    await closeServerSession(sid);
    expect(await userOfServerSession(cookieOf(user.id, sid))).toBeNull();
  });

  it("refuses a cookie without a session id, another user's session id, and an expired session", async () => {
    const user = await newUser();
    const other = await newUser();
    const sid = await openServerSession(user.id, 3600);
    expect(await userOfServerSession({ user: { id: user.id } })).toBeNull();
    expect(await userOfServerSession(cookieOf(other.id, sid))).toBeNull();
    const old = await openServerSession(user.id, 60, null, new Date(Date.now() - 3600_000));
    expect(await userOfServerSession(cookieOf(user.id, old))).toBeNull();
  });

  it("changing the password ends every session of the user, not other users'", async () => {
    const user = await newUser();
    const other = await newUser();
    const a = await openServerSession(user.id, 3600);
    const b = await openServerSession(user.id, 3600);
    const c = await openServerSession(other.id, 3600);
    expect(
      await changePasswordCommand(
        { id: user.id, email: user.email, address: "192.0.2.50" },
        { currentPassword: "wrong password!", newPassword: "another long one" },
      ),
    ).toEqual({ ok: false, code: "wrong_password" });
    expect(await userOfServerSession(cookieOf(user.id, a))).not.toBeNull();
    expect(
      await changePasswordCommand(
        { id: user.id, email: user.email, address: "192.0.2.50" },
        { currentPassword: PASSWORD, newPassword: "another long one" },
      ),
    ).toEqual({
      ok: true,
      data: null,
    });
    expect(await userOfServerSession(cookieOf(user.id, a))).toBeNull();
    expect(await userOfServerSession(cookieOf(user.id, b))).toBeNull();
    expect(await userOfServerSession(cookieOf(other.id, c))).not.toBeNull();
    expect(await authorizeCredentials({ email: user.email, password: PASSWORD })).toBeNull();
    expect((await authorizeCredentials({ email: user.email, password: "another long one" }))?.id).toBe(user.id);
  });

  it("a sign-in stores a scrypt-hashed password again with Argon2id after its answer, keeping the sessions", async () => {
    const user = await newUser();
    const sid = await openServerSession(user.id, 3600);
    const storedHash = async () =>
      (await (await getPrisma()).user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    expect(await storedHash()).toMatch(/^scrypt\$/);
    expect(await authorizeCredentials({ email: user.email, password: "wrong password!" })).toBeNull();
    await afterAnswerSettled();
    expect(await storedHash()).toMatch(/^scrypt\$/);
    expect((await authorizeCredentials({ email: user.email, password: PASSWORD }))?.id).toBe(user.id);
    await afterAnswerSettled();
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^argon2id\$19456\$2\$1\$/);
    expect(await userOfServerSession(cookieOf(user.id, sid))).not.toBeNull();
    expect((await authorizeCredentials({ email: user.email, password: PASSWORD }))?.id).toBe(user.id);
    await afterAnswerSettled();
    expect(await storedHash()).toBe(upgraded);
  });

  it("disabling a user ends its sessions, refuses its sign-in and revokes its grants; enabling restores sign-in", async () => {
    const user = await newUser();
    const sid = await openServerSession(user.id, 3600);
    const prisma = await getPrisma();
    const client = await prisma.oAuthClient.create({
      data: { clientId: `c-${user.id}`, name: "c", kind: "CONFIDENTIAL", status: "APPROVED", ownerId: user.id },
    });
    const grant = await prisma.grant.create({
      data: { clientId: client.id, userId: user.id, scopes: [], authorizationCodeHash: `h-${user.id}` },
    });
    const admin = await newUser();
    const set = (disabled: boolean, userId = user.id) =>
      setUserDisabled({ userId, disabled, actorId: admin.id, now: new Date() });
    expect(await set(true)).toBe("changed");
    expect(await userOfServerSession(cookieOf(user.id, sid))).toBeNull();
    expect(await authorizeCredentials({ email: user.email, password: PASSWORD })).toBeNull();
    expect((await prisma.grant.findUniqueOrThrow({ where: { id: grant.id } })).revokedAt).not.toBeNull();
    const during = await openServerSession(user.id, 3600);
    expect(await userOfServerSession(cookieOf(user.id, during))).toBeNull();
    // A second disable changes nothing and writes no second audit row.
    expect(await set(true)).toBe("unchanged");
    expect(await set(false)).toBe("changed");
    expect(await set(false)).toBe("unchanged");
    expect((await authorizeCredentials({ email: user.email, password: PASSWORD }))?.id).toBe(user.id);
    expect(await set(true, "no-such-user")).toBe("not_found");

    const audit = await prisma.auditLog.findMany({ where: { actorId: admin.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.eventType)).toEqual(["user.disabled", "user.enabled"]);
    expect(audit[0]?.details).toMatchObject({ userId: user.id, email: user.email, sessionsEnded: 1, grantsRevoked: 1 });
  });

  it("of two admins disabling one account at once, one does it and one is told it already was", async () => {
    const user = await newUser();
    const admin = await newUser();
    const results = await Promise.all(
      [0, 1].map(() => setUserDisabled({ userId: user.id, disabled: true, actorId: admin.id, now: new Date() })),
    );
    expect(results.sort()).toEqual(["changed", "unchanged"]);
    expect(await (await getPrisma()).auditLog.count({ where: { actorId: admin.id, eventType: "user.disabled" } })).toBe(
      1,
    );
  });
});
