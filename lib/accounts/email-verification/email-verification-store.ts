// The storage that proving an address needs: single-use links (only their SHA-256 kept), one per
// purpose per account at a time, and the account's address and its proof changed by consuming one.
export type VerificationPurpose = "sign_up" | "change";

export interface EmailVerificationStore {
  /** Stores a new link, voiding the account's unused earlier links of the same purpose. */
  insertVerification(input: {
    tokenHash: string;
    userId: string;
    email: string;
    purpose: VerificationPurpose;
    expiresAt: Date;
    now: Date;
  }): Promise<void>;
  /** The address a live link proves (unused, unexpired, its account enabled); null otherwise. */
  findLiveVerification(tokenHash: string, now: Date): Promise<{ email: string; purpose: VerificationPurpose } | null>;
  /**
   * One transaction: marks the link used by a conditional update (of two uses, one wins), sets the
   * account's address to the one proven and marks it verified; a change also voids the account's
   * unused password reset links (they went to the old address). `email_taken` when another account
   * took the address meanwhile (nothing changes then), `dead` when the link was not live.
   */
  consumeVerification(
    tokenHash: string,
    now: Date,
  ): Promise<
    | { ok: true; userId: string; previousEmail: string; email: string; purpose: VerificationPurpose }
    | { ok: false; reason: "dead" | "email_taken" }
  >;
  /** Whether an account (another one, or this one) uses the address. */
  isEmailTaken(email: string): Promise<boolean>;
  /** Whether the account's address has been proven. */
  isEmailVerified(userId: string): Promise<boolean>;
}
