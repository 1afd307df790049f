// The storage deleting an account needs: whom its clients may be handed to, and the deletion itself.
export interface AccountDeletionStore {
  /** The account of an address that may take clients over: enabled, its address proven. */
  findHandoverTarget(email: string): Promise<{ readonly id: string } | null>;
  /** How many clients the account owns (the page says what deletion does with them). */
  countOwnedClients(userId: string): Promise<number>;
  /**
   * One transaction: the account's live grants are revoked (their tokens stop at once), its
   * clients go to `handOverTo` (or are deleted with their grants and secrets), the account and what
   * only it holds (sessions, links, second factor, memberships) are deleted, the address is
   * removed from the audit trail's details, and one audit row without personal data records it.
   * Null when the account was not there (deleted already).
   */
  deleteAccount(input: {
    userId: string;
    handOverTo: string | null;
    now: Date;
  }): Promise<{ grantsRevoked: number; clientsDeleted: number; clientsHandedOver: number } | null>;
}
