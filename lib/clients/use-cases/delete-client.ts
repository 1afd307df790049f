// Deleting a client takes its secrets, codes, grants and refresh tokens with it, so nothing issued
// to it can be refreshed again. The audit entry survives the client.
import type { ClientDeps } from "../deps";
import { ok, type Outcome } from "../outcome";
import { changeOwnedClient } from "./owned-client";

export async function deleteClient(
  deps: ClientDeps,
  options: { clientId: string; userId: string },
): Promise<Outcome<{ revokedGrants: number }>> {
  return changeOwnedClient(deps, options, async (client, repo) => {
    const revokedGrants = await repo.countLiveGrants(client.id);
    await repo.deleteClient(client.id);
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
