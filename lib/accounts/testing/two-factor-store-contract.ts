// One contract for every adapter of the second factor's port (memory, PGlite, PostgreSQL).
import { describe, expect, it } from "vitest";
import type { TwoFactorStore } from "../two-factor/two-factor-store";

export interface TwoFactorFixture {
  readonly store: TwoFactorStore;
  /** A new account's id. */
  readonly newAccount: () => Promise<string>;
}

export function twoFactorStoreContract(name: string, setup: () => TwoFactorFixture) {
  describe(`${name}: two-factor store contract`, () => {
    const now = new Date("2031-01-01T00:00:00Z");

    it("keeps a pending secret until it is enabled, then refuses a new one; unknown accounts have no state", async () => {
      const f = setup();
      const id = await f.newAccount();
      expect(await f.store.findTwoFactor("no-such-user")).toBeNull();
      expect(await f.store.findTwoFactor(id)).toEqual({
        sealedSecret: null,
        sealedPendingSecret: null,
        enabledAt: null,
        unusedRecoveryCodes: 0,
      });
      expect(await f.store.setPendingSecret(id, "sealed-1")).toBe(true);
      expect(await f.store.setPendingSecret(id, "sealed-2")).toBe(true);
      const enable = { userId: id, step: 100, recoveryCodeHashes: ["h1", "h2"], now };
      expect(await f.store.enableTwoFactor({ ...enable, sealedSecret: "sealed-1" })).toBe(false);
      expect(await f.store.enableTwoFactor({ ...enable, sealedSecret: "sealed-2" })).toBe(true);
      expect(await f.store.enableTwoFactor({ ...enable, sealedSecret: "sealed-2" })).toBe(false);
      expect(await f.store.findTwoFactor(id)).toEqual({
        sealedSecret: "sealed-2",
        sealedPendingSecret: null,
        enabledAt: now,
        unusedRecoveryCodes: 2,
      });
      expect(await f.store.setPendingSecret(id, "sealed-3")).toBe(false);
    });

    it("accepts each step once and only moving forward; each recovery code once, only its owner's", async () => {
      const f = setup();
      const id = await f.newAccount();
      const other = await f.newAccount();
      expect(await f.store.useTotpStep(id, 101)).toBe(false);
      await f.store.setPendingSecret(id, "s");
      await f.store.enableTwoFactor({
        userId: id,
        sealedSecret: "s",
        step: 100,
        recoveryCodeHashes: ["h1", "h2"],
        now,
      });
      expect(await f.store.useTotpStep(id, 100)).toBe(false);
      expect(await f.store.useTotpStep(id, 101)).toBe(true);
      expect(await f.store.useTotpStep(id, 101)).toBe(false);
      expect(await f.store.useTotpStep(id, 99)).toBe(false);
      expect(await f.store.consumeRecoveryCode(other, "h1", now)).toBe(false);
      expect(await f.store.consumeRecoveryCode(id, "h1", now)).toBe(true);
      expect(await f.store.consumeRecoveryCode(id, "h1", now)).toBe(false);
      expect(await f.store.consumeRecoveryCode(id, "nope", now)).toBe(false);
      expect((await f.store.findTwoFactor(id))?.unusedRecoveryCodes).toBe(1);
      await f.store.disableTwoFactor(id);
      expect(await f.store.findTwoFactor(id)).toEqual({
        sealedSecret: null,
        sealedPendingSecret: null,
        enabledAt: null,
        unusedRecoveryCodes: 0,
      });
      expect(await f.store.consumeRecoveryCode(id, "h2", now)).toBe(false);
    });
  });
}
