// In-memory adapter of the account deletion port, over the memory accounts (their rows, sessions,
// grants and audit) and a map of client owners.
import type { AccountDeletionStore } from "../account-deletion/account-deletion-store";
import type { MemoryAccounts } from "./memory-account-store";

export function createMemoryAccountDeletion(m: MemoryAccounts, verified: { has(id: string): boolean }) {
  /** clientId -> ownerId */
  const clientOwners = new Map<string, string>();
  const deletions: { userId: string; details: Record<string, number> }[] = [];
  const store: AccountDeletionStore = {
    async findHandoverTarget(email) {
      const row = [...m.rows.values()].find((r) => r.email === email && !r.disabledAt && verified.has(r.id));
      return row ? { id: row.id } : null;
    },
    async countOwnedClients(userId) {
      return [...clientOwners.values()].filter((owner) => owner === userId).length;
    },
    async deleteAccount({ userId, handOverTo }) {
      if (!m.rows.has(userId)) return null;
      const grantsRevoked = [...(m.grants.get(userId)?.values() ?? [])].reduce((a, b) => a + b, 0);
      m.grants.delete(userId);
      let clientsDeleted = 0;
      let clientsHandedOver = 0;
      for (const [clientId, owner] of clientOwners) {
        if (owner !== userId) continue;
        if (handOverTo) {
          clientOwners.set(clientId, handOverTo);
          clientsHandedOver++;
        } else {
          clientOwners.delete(clientId);
          // A deleted client's grants go with it.
          for (const grants of m.grants.values()) grants.delete(clientId);
          clientsDeleted++;
        }
      }
      await m.sessions.deleteOtherSessions(userId, null);
      m.rows.delete(userId);
      const details = { grantsRevoked, clientsDeleted, clientsHandedOver };
      deletions.push({ userId, details });
      return details;
    },
  };
  return { store, clientOwners, deletions };
}
