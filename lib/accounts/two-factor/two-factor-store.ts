// The storage the second factor needs. Secrets arrive sealed (encrypted by the caller's deps):
// the store never sees an authenticator secret in the clear.
export interface TwoFactorState {
  /** The active secret, sealed; null while two-step sign-in is off. */
  readonly sealedSecret: string | null;
  /** A secret being enrolled (shown as a QR code until a code confirms it), sealed. */
  readonly sealedPendingSecret: string | null;
  readonly enabledAt: Date | null;
  readonly unusedRecoveryCodes: number;
}

export interface TwoFactorStore {
  /** Null when the account does not exist. */
  findTwoFactor(userId: string): Promise<TwoFactorState | null>;
  /** Stores the secret being enrolled, replacing an earlier one; not while two-step sign-in is on. */
  setPendingSecret(userId: string, sealedSecret: string): Promise<boolean>;
  /**
   * One transaction, conditional on the pending secret still being `sealedSecret` and two-step
   * sign-in being off: it becomes the active secret, `step` is recorded as used, the recovery codes
   * replace any earlier ones. Whether it was enabled (of two confirmations, one wins).
   */
  enableTwoFactor(input: {
    userId: string;
    sealedSecret: string;
    step: number;
    recoveryCodeHashes: readonly string[];
    now: Date;
  }): Promise<boolean>;
  /** Records `step` as used, only if it is later than every step used before: a code works once. */
  useTotpStep(userId: string, step: number): Promise<boolean>;
  /** Marks an unused recovery code of the user used (one conditional update); whether it was. */
  consumeRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean>;
  /** Turns two-step sign-in off: the secrets and every recovery code are deleted. */
  disableTwoFactor(userId: string): Promise<void>;
}
