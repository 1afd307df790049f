// Bringing a deleted client back, by its owner, within CLIENT_RESTORE_WINDOW_MS of its deletion:
// the configuration, status, secrets and keys return; its grants do not (every token it issued before
// stays dead, and people allow it again). A client that is not the caller's, or no longer
// restorable, looks like one that does not exist.
import type { ClientDeps } from "../deps";
import { CLIENT_NOT_FOUND, fail, ok, type Outcome } from "../outcome";
import type { DeletedClientRow } from "../ports";
import { MAX_CLIENT_ID_LENGTH } from "./owned-client";

export async function restoreClient(
  deps: ClientDeps,
  options: { clientId: string; userId: string },
): Promise<Outcome<{ name: string }>> {
  if (options.clientId.length > MAX_CLIENT_ID_LENGTH) return CLIENT_NOT_FOUND;
  return deps.store.transaction(async (repo) => {
    const restored = await repo.restoreClient({ clientId: options.clientId, ownerId: options.userId }, deps.now());
    if (restored === "not_found") return CLIENT_NOT_FOUND;
    if (restored === "client_id_taken") return fail("conflict");
    await repo.writeAudit({
      actorId: options.userId,
      clientId: restored.id,
      eventType: "client.restored",
      details: { clientId: options.clientId, name: restored.name },
    });
    return ok({ name: restored.name });
  });
}

/** The caller's deleted clients that can still be restored. */
export function listRestorableClients(deps: ClientDeps, userId: string): Promise<DeletedClientRow[]> {
  return deps.store.transaction((repo) => repo.listDeletedClients(userId, deps.now()));
}
