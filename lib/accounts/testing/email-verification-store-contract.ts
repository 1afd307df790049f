// One contract for every adapter of the email verification port (memory, PGlite, PostgreSQL).
import { describe, expect, it } from "vitest";
import type { EmailVerificationStore } from "../email-verification/email-verification-store";

export interface EmailVerificationFixture {
  readonly store: EmailVerificationStore;
  /** A new (unverified) account with this address; its id. */
  readonly newAccount: (email: string) => Promise<string>;
  /** A password reset link of the account, and whether it is still live. */
  readonly resetLink: (userId: string) => Promise<() => Promise<boolean>>;
}

let n = 0;
const address = (label: string) => `${label}-${Date.now().toString(36)}${++n}@example.com`;

export function emailVerificationStoreContract(name: string, setup: () => EmailVerificationFixture) {
  describe(`${name}: email verification store contract`, () => {
    const now = new Date();
    const later = new Date(now.getTime() + 3600_000);

    it("a sign-up link proves the account's address once, before it expires", async () => {
      const f = setup();
      const email = address("new");
      const id = await f.newAccount(email);
      expect(await f.store.isEmailVerified(id)).toBe(false);
      await f.store.insertVerification({
        tokenHash: `t1-${id}`,
        userId: id,
        email,
        purpose: "sign_up",
        expiresAt: later,
        now,
      });
      await f.store.insertVerification({
        tokenHash: `t0-${id}`,
        userId: id,
        email,
        purpose: "sign_up",
        expiresAt: now,
        now,
      });
      expect(await f.store.findLiveVerification(`t0-${id}`, now)).toBeNull();
      expect(await f.store.findLiveVerification(`t1-${id}`, now)).toBeNull();
      await f.store.insertVerification({
        tokenHash: `t2-${id}`,
        userId: id,
        email,
        purpose: "sign_up",
        expiresAt: later,
        now,
      });
      expect(await f.store.findLiveVerification(`t2-${id}`, now)).toEqual({ email, purpose: "sign_up" });
      expect(await f.store.consumeVerification(`t2-${id}`, now)).toEqual({
        ok: true,
        userId: id,
        previousEmail: email,
        email,
        purpose: "sign_up",
      });
      expect(await f.store.consumeVerification(`t2-${id}`, now)).toEqual({ ok: false, reason: "dead" });
      expect(await f.store.isEmailVerified(id)).toBe(true);
    });

    it("a change link moves the account to the new address and voids its reset links; a taken address changes nothing", async () => {
      const f = setup();
      const old = address("old");
      const id = await f.newAccount(old);
      const other = address("other");
      await f.newAccount(other);
      expect(await f.store.isEmailTaken(other)).toBe(true);
      const fresh = address("fresh");
      expect(await f.store.isEmailTaken(fresh)).toBe(false);
      await f.store.insertVerification({
        tokenHash: `c1-${id}`,
        userId: id,
        email: other,
        purpose: "change",
        expiresAt: later,
        now,
      });
      expect(await f.store.consumeVerification(`c1-${id}`, now)).toEqual({ ok: false, reason: "email_taken" });
      expect(await f.store.findLiveVerification(`c1-${id}`, now)).toEqual({ email: other, purpose: "change" });
      const resetLive = await f.resetLink(id);
      await f.store.insertVerification({
        tokenHash: `c2-${id}`,
        userId: id,
        email: fresh,
        purpose: "change",
        expiresAt: later,
        now,
      });
      expect(await f.store.consumeVerification(`c2-${id}`, now)).toEqual({
        ok: true,
        userId: id,
        previousEmail: old,
        email: fresh,
        purpose: "change",
      });
      expect(await f.store.isEmailTaken(fresh)).toBe(true);
      expect(await f.store.isEmailTaken(old)).toBe(false);
      expect(await f.store.isEmailVerified(id)).toBe(true);
      expect(await resetLive()).toBe(false);
    });
  });
}
