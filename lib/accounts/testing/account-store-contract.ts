// One contract for every adapter of the accounts ports: the memory store and the Prisma store must
// answer the same way (run by memory-account-store.test.ts and test/accounts/prisma-account-store.test.ts).
import { describe, expect, it } from "vitest";
import type { AccountStore, AuthorizedAppStore, PasswordResetStore, SessionStore } from "../ports";

export interface AccountFixture {
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  readonly apps: AuthorizedAppStore;
  readonly resets: PasswordResetStore;
}

let n = 0;
const fresh = () => {
  const id = `${Date.now().toString(36)}${++n}`;
  return { email: `Person-${id}@Example.com`, username: `person-${id}`, name: "Person", passwordHash: "hash-1" };
};
const soon = (now: Date) => new Date(now.getTime() + 3_600_000);
const session = (
  idHash: string,
  userId: string,
  expiresAt: Date,
  now = new Date(),
  userAgent: string | null = null,
) => ({
  idHash,
  userId,
  expiresAt,
  userAgent,
  now,
});

export function accountStoreContract(name: string, setup: () => AccountFixture) {
  describe(`${name}: account store contract`, () => {
    it("inserts an account once per email and once per username, keeping the email in lower case", async () => {
      const f = setup();
      const input = fresh();
      const created = await f.accounts.insertAccount(input);
      if (!created.ok) throw new Error("not created");
      expect(created.account).toMatchObject({
        email: input.email.toLowerCase(),
        username: input.username,
        role: "USER",
      });
      expect(await f.accounts.insertAccount({ ...fresh(), email: input.email })).toEqual({ ok: false, field: "email" });
      expect(await f.accounts.insertAccount({ ...fresh(), username: input.username })).toEqual({
        ok: false,
        field: "username",
      });
      expect(await f.accounts.findPasswordHash(created.account.id)).toBe("hash-1");
      expect(await f.accounts.findPasswordHash("no-such-user")).toBeNull();
    });

    it("reads an account through a live session only; a new password ends every session", async () => {
      const f = setup();
      const created = await f.accounts.insertAccount(fresh());
      if (!created.ok) throw new Error("setup");
      const { id } = created.account;
      const now = new Date();
      await f.sessions.insertSession(session(`s1-${id}`, id, soon(now)));
      await f.sessions.insertSession(session(`s2-${id}`, id, new Date(now.getTime() - 1000)));
      expect((await f.sessions.findSessionAccount(`s1-${id}`, id, now))?.account).toEqual(created.account);
      expect(await f.sessions.findSessionAccount(`s2-${id}`, id, now)).toBeNull();
      expect(await f.sessions.findSessionAccount(`s1-${id}`, "someone-else", now)).toBeNull();
      await f.accounts.replacePasswordHash(id, "hash-2");
      expect(await f.accounts.findPasswordHash(id)).toBe("hash-2");
      expect(await f.sessions.findSessionAccount(`s1-${id}`, id, now)).toBeNull();
      await f.sessions.insertSession(session(`s3-${id}`, id, soon(now)));
      await f.sessions.deleteSession(`s3-${id}`);
      expect(await f.sessions.findSessionAccount(`s3-${id}`, id, now)).toBeNull();
    });

    it("disables an account once (ending its sessions), enables it once, and knows no unknown account", async () => {
      const f = setup();
      const created = await f.accounts.insertAccount(fresh());
      if (!created.ok) throw new Error("setup");
      const { id } = created.account;
      const now = new Date();
      await f.sessions.insertSession(session(`d1-${id}`, id, soon(now)));
      const change = (disabled: boolean) => f.accounts.setDisabled({ userId: id, disabled, actorId: id, now });
      expect(await change(true)).toBe("changed");
      expect(await change(true)).toBe("unchanged");
      expect(await f.sessions.findSessionAccount(`d1-${id}`, id, now)).toBeNull();
      await f.sessions.insertSession(session(`d2-${id}`, id, soon(now)));
      expect(await f.sessions.findSessionAccount(`d2-${id}`, id, now)).toBeNull();
      expect(await change(false)).toBe("changed");
      expect((await f.sessions.findSessionAccount(`d2-${id}`, id, now))?.account).toEqual(created.account);
      expect(await f.accounts.setDisabled({ userId: "no-such-user", disabled: true, actorId: id, now })).toBe(
        "not_found",
      );
    });

    it("lists a user's live sessions by last activity, moves activity only forward, and deletes only the user's own", async () => {
      const f = setup();
      const a = await f.accounts.insertAccount(fresh());
      const b = await f.accounts.insertAccount(fresh());
      if (!a.ok || !b.ok) throw new Error("setup");
      const id = a.account.id;
      const t0 = new Date(Date.now() - 60_000);
      const t1 = new Date(t0.getTime() + 10_000);
      await f.sessions.insertSession(session(`l1-${id}`, id, soon(t0), t0, "Firefox"));
      await f.sessions.insertSession(session(`l2-${id}`, id, soon(t0), t0, null));
      await f.sessions.insertSession(session(`l3-${id}`, id, new Date(t0.getTime() - 1), t0));
      await f.sessions.touchSession(`l2-${id}`, t1);
      await f.sessions.touchSession(`l2-${id}`, t0);
      const listed = await f.sessions.listSessions(id, t1, 10);
      expect(listed.map((s) => [s.idHash, s.lastSeenAt.getTime(), s.userAgent])).toEqual([
        [`l2-${id}`, t1.getTime(), null],
        [`l1-${id}`, t0.getTime(), "Firefox"],
      ]);
      expect((await f.sessions.findSessionAccount(`l2-${id}`, id, t1))?.lastSeenAt).toEqual(t1);
      expect(await f.sessions.deleteUserSession(b.account.id, `l1-${id}`)).toBe(false);
      expect(await f.sessions.deleteUserSession(id, `l1-${id}`)).toBe(true);
      expect(await f.sessions.listSessions(id, t1, 10)).toHaveLength(1);
    });

    it("deletes every other session of the user at once, keeping the named one and other users' sessions", async () => {
      const f = setup();
      const a = await f.accounts.insertAccount(fresh());
      const b = await f.accounts.insertAccount(fresh());
      if (!a.ok || !b.ok) throw new Error("setup");
      const id = a.account.id;
      const now = new Date();
      for (const s of ["keep", "o1", "o2"]) await f.sessions.insertSession(session(`${s}-${id}`, id, soon(now)));
      await f.sessions.insertSession(session(`b-${id}`, b.account.id, soon(now)));
      expect(await f.sessions.deleteOtherSessions(id, `keep-${id}`)).toBe(2);
      expect((await f.sessions.listSessions(id, now, 10)).map((s) => s.idHash)).toEqual([`keep-${id}`]);
      expect(await f.sessions.listSessions(b.account.id, now, 10)).toHaveLength(1);
      expect(await f.sessions.deleteOtherSessions(id, `keep-${id}`)).toBe(0);
      expect(await f.sessions.deleteOtherSessions(id, null)).toBe(1);
    });

    it("consumes a reset link once, before it expires: the password changes and every session and other link ends", async () => {
      const f = setup();
      const created = await f.accounts.insertAccount(fresh());
      if (!created.ok) throw new Error("setup");
      const { id, email } = created.account;
      const now = new Date();
      expect(await f.resets.findResettableAccount(email)).toEqual({ id, email });
      expect(await f.resets.findResettableAccount(`nobody-${id}@example.com`)).toBeNull();
      await f.resets.insertReset({ tokenHash: `r1-${id}`, userId: id, expiresAt: soon(now) });
      await f.resets.insertReset({ tokenHash: `r2-${id}`, userId: id, expiresAt: soon(now) });
      await f.resets.insertReset({ tokenHash: `r3-${id}`, userId: id, expiresAt: new Date(now.getTime() - 1) });
      await f.sessions.insertSession(session(`rs-${id}`, id, soon(now)));
      expect(await f.resets.isResetLive(`r1-${id}`, now)).toBe(true);
      expect(await f.resets.isResetLive(`r3-${id}`, now)).toBe(false);
      expect(await f.resets.consumeReset(`r3-${id}`, "hash-x", now)).toBeNull();
      const [first, second] = await Promise.all([
        f.resets.consumeReset(`r1-${id}`, "hash-2", now),
        f.resets.consumeReset(`r1-${id}`, "hash-3", now),
      ]);
      expect([first, second].filter((r) => r !== null)).toEqual([{ userId: id }]);
      expect(await f.accounts.findPasswordHash(id)).toBe(first ? "hash-2" : "hash-3");
      expect(await f.sessions.findSessionAccount(`rs-${id}`, id, now)).toBeNull();
      expect(await f.resets.isResetLive(`r2-${id}`, now)).toBe(false);
      expect(await f.resets.consumeReset(`r2-${id}`, "hash-4", now)).toBeNull();
    });

    it("stores a re-hash only over the hash it replaces, keeping the sessions", async () => {
      const f = setup();
      const created = await f.accounts.insertAccount(fresh());
      if (!created.ok) throw new Error("setup");
      const { id } = created.account;
      const now = new Date();
      await f.sessions.insertSession(session(`rh-${id}`, id, soon(now)));
      expect(await f.accounts.swapPasswordHash(id, "hash-1", "hash-1b")).toBe(true);
      expect(await f.accounts.findPasswordHash(id)).toBe("hash-1b");
      expect(await f.sessions.findSessionAccount(`rh-${id}`, id, now)).not.toBeNull();
      // A password change got there first: the re-hash of the old password must not undo it.
      await f.accounts.replacePasswordHash(id, "hash-2");
      expect(await f.accounts.swapPasswordHash(id, "hash-1b", "hash-1c")).toBe(false);
      expect(await f.accounts.findPasswordHash(id)).toBe("hash-2");
      expect(await f.accounts.swapPasswordHash("no-such-user", "hash-1", "hash-x")).toBe(false);
    });

    it("voids every unused reset link of the account when its password changes, and no other account's", async () => {
      const f = setup();
      const a = await f.accounts.insertAccount(fresh());
      const b = await f.accounts.insertAccount(fresh());
      if (!a.ok || !b.ok) throw new Error("setup");
      const now = new Date();
      await f.resets.insertReset({ tokenHash: `v1-${a.account.id}`, userId: a.account.id, expiresAt: soon(now) });
      await f.resets.insertReset({ tokenHash: `v2-${b.account.id}`, userId: b.account.id, expiresAt: soon(now) });
      await f.accounts.replacePasswordHash(a.account.id, "hash-2");
      expect(await f.resets.isResetLive(`v1-${a.account.id}`, now)).toBe(false);
      expect(await f.resets.consumeReset(`v1-${a.account.id}`, "hash-3", now)).toBeNull();
      expect(await f.accounts.findPasswordHash(a.account.id)).toBe("hash-2");
      expect(await f.resets.isResetLive(`v2-${b.account.id}`, now)).toBe(true);
    });

    it("sends no reset link to a disabled account, and its links stop working, also once enabled again", async () => {
      const f = setup();
      const created = await f.accounts.insertAccount(fresh());
      if (!created.ok) throw new Error("setup");
      const { id, email } = created.account;
      const now = new Date();
      await f.resets.insertReset({ tokenHash: `rd-${id}`, userId: id, expiresAt: soon(now) });
      await f.accounts.setDisabled({ userId: id, disabled: true, actorId: id, now });
      expect(await f.resets.findResettableAccount(email)).toBeNull();
      expect(await f.resets.consumeReset(`rd-${id}`, "hash-2", now)).toBeNull();
      await f.accounts.setDisabled({ userId: id, disabled: false, actorId: id, now });
      expect(await f.resets.isResetLive(`rd-${id}`, now)).toBe(false);
      expect(await f.resets.consumeReset(`rd-${id}`, "hash-2", now)).toBeNull();
      expect(await f.accounts.findPasswordHash(id)).toBe("hash-1");
    });

    it("lists no apps and revokes nothing for an account that authorized none", async () => {
      const f = setup();
      const created = await f.accounts.insertAccount(fresh());
      if (!created.ok) throw new Error("setup");
      expect(await f.apps.listAuthorizedApps(created.account.id)).toEqual([]);
      expect(await f.apps.revokeAppAccess(created.account.id, "some-client", new Date())).toBe(0);
    });
  });
}
