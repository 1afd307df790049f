// Deleting a client takes its codes, grants and refresh tokens with it, so nothing issued to it can
// be refreshed again. Its owner can restore it (configuration and secrets, no grants) for
// CLIENT_RESTORE_WINDOW_MS; what it issued stays dead. The audit entry survives the client.
import type { ClientDeps } from "../deps";
import { ok, type Outcome } from "../outcome";
import { changeOwnedClient } from "./owned-client";

/** How long the owner can bring a deleted client back. */
export const CLIENT_RESTORE_WINDOW_MS = 30 * 24 * 3600_000;

export async function deleteClient(
  deps: ClientDeps,
  options: { clientId: string; userId: string },
): Promise<Outcome<{ revokedGrants: number }>> {
  return changeOwnedClient(deps, options, async (client, repo) => {
    const revokedGrants = await repo.countLiveGrants(client.id);
    const deletedAt = deps.now();
    await repo.deleteClient(client.id, {
      deletedAt,
      restorableUntil: new Date(deletedAt.getTime() + CLIENT_RESTORE_WINDOW_MS),
    });
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.deleted",
      details: {
        clientId: client.clientId,
        name: client.name,
        kind: client.kind,
        status: client.status,
        revokedGrants,
      },
    });
    return ok({ revokedGrants });
  });
}
