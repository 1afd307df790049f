// One contract for every adapter of the account deletion port (memory, PGlite, PostgreSQL).
import { describe, expect, it } from "vitest";
import type { AccountDeletionStore } from "../account-deletion/account-deletion-store";

export interface AccountDeletionFixture {
  readonly store: AccountDeletionStore;
  /** A new account (its address proven unless `verified` is false); its id and address. */
  readonly newAccount: (options?: { verified?: boolean }) => Promise<{ id: string; email: string }>;
  /** A client owned by the account, and a live grant another account gave it; its id. */
  readonly newClient: (ownerId: string, grantedBy: string) => Promise<string>;
  /** A live grant the account gave to a client of someone else. */
  readonly grantFrom: (userId: string) => Promise<void>;
  readonly ownerOf: (clientId: string) => Promise<string | null>;
  readonly liveGrantsOf: (userId: string) => Promise<number>;
  readonly accountExists: (userId: string) => Promise<boolean>;
}

export function accountDeletionStoreContract(name: string, setup: () => AccountDeletionFixture) {
  describe(`${name}: account deletion store contract`, () => {
    const now = new Date();

    it("finds a handover target only among enabled accounts with a proven address", async () => {
      const f = setup();
      const proven = await f.newAccount();
      const unproven = await f.newAccount({ verified: false });
      expect(await f.store.findHandoverTarget(proven.email)).toEqual({ id: proven.id });
      expect(await f.store.findHandoverTarget(unproven.email)).toBeNull();
      expect(await f.store.findHandoverTarget("nobody@example.com")).toBeNull();
    });

    it("deletes the account with its clients (and their grants) and revokes its grants; once", async () => {
      const f = setup();
      const ann = await f.newAccount();
      const bo = await f.newAccount();
      const client = await f.newClient(ann.id, bo.id);
      await f.grantFrom(ann.id);
      expect(await f.store.countOwnedClients(ann.id)).toBe(1);
      expect(await f.store.deleteAccount({ userId: ann.id, handOverTo: null, now })).toEqual({
        grantsRevoked: 1,
        clientsDeleted: 1,
        clientsHandedOver: 0,
      });
      expect(await f.accountExists(ann.id)).toBe(false);
      expect(await f.ownerOf(client)).toBeNull();
      expect(await f.liveGrantsOf(bo.id)).toBe(0);
      expect(await f.store.deleteAccount({ userId: ann.id, handOverTo: null, now })).toBeNull();
    });

    it("hands the clients over, their grants kept", async () => {
      const f = setup();
      const ann = await f.newAccount();
      const bo = await f.newAccount();
      const client = await f.newClient(ann.id, bo.id);
      expect(await f.store.deleteAccount({ userId: ann.id, handOverTo: bo.id, now })).toEqual({
        grantsRevoked: 0,
        clientsDeleted: 0,
        clientsHandedOver: 1,
      });
      expect(await f.ownerOf(client)).toBe(bo.id);
      expect(await f.liveGrantsOf(bo.id)).toBe(1);
      expect(await f.accountExists(ann.id)).toBe(false);
    });
  });
}
