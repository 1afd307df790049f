// In-memory adapter of the second factor's port, over the memory accounts' rows (an account that
// is not there has no state).
import type { TwoFactorStore } from "../two-factor/two-factor-store";

type State = {
  sealedSecret: string | null;
  sealedPendingSecret: string | null;
  enabledAt: Date | null;
  lastStep: number | null;
  /** codeHash -> usedAt */
  recoveryCodes: Map<string, Date | null>;
};

export function createMemoryTwoFactor(accountIds: { has(id: string): boolean }) {
  const states = new Map<string, State>();
  const stateOf = (userId: string): State | null => {
    if (!accountIds.has(userId)) return null;
    let state = states.get(userId);
    if (!state) {
      state = {
        sealedSecret: null,
        sealedPendingSecret: null,
        enabledAt: null,
        lastStep: null,
        recoveryCodes: new Map(),
      };
      states.set(userId, state);
    }
    return state;
  };
  const store: TwoFactorStore = {
    async findTwoFactor(userId) {
      const s = stateOf(userId);
      if (!s) return null;
      const unusedRecoveryCodes = [...s.recoveryCodes.values()].filter((u) => u === null).length;
      return {
        sealedSecret: s.sealedSecret,
        sealedPendingSecret: s.sealedPendingSecret,
        enabledAt: s.enabledAt,
        unusedRecoveryCodes,
      };
    },
    async setPendingSecret(userId, sealedSecret) {
      const s = stateOf(userId);
      if (!s || s.enabledAt) return false;
      s.sealedPendingSecret = sealedSecret;
      return true;
    },
    async enableTwoFactor({ userId, sealedSecret, step, recoveryCodeHashes, now }) {
      const s = stateOf(userId);
      if (!s || s.enabledAt || s.sealedPendingSecret !== sealedSecret) return false;
      Object.assign(s, { sealedSecret, sealedPendingSecret: null, enabledAt: now, lastStep: step });
      s.recoveryCodes = new Map(recoveryCodeHashes.map((h) => [h, null]));
      return true;
    },
    async useTotpStep(userId, step) {
      const s = stateOf(userId);
      if (!s?.enabledAt || (s.lastStep !== null && s.lastStep >= step)) return false;
      s.lastStep = step;
      return true;
    },
    async consumeRecoveryCode(userId, codeHash, now) {
      const s = stateOf(userId);
      if (!s?.enabledAt || s.recoveryCodes.get(codeHash) !== null) return false;
      s.recoveryCodes.set(codeHash, now);
      return true;
    },
    async disableTwoFactor(userId) {
      const s = stateOf(userId);
      if (s)
        Object.assign(s, {
          sealedSecret: null,
          sealedPendingSecret: null,
          enabledAt: null,
          lastStep: null,
          recoveryCodes: new Map(),
        });
    },
  };
  return store;
}
