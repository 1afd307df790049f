import type { ActionResult } from "@/lib/action-result";
import { writeAudit } from "../audit-log";
import { withOwnedClient } from "./with-owned-client";

/**
 * Deletes the client and, through the schema's cascades, its secrets, codes, grants and refresh
 * tokens, so nothing issued to it can be refreshed again. The audit entry survives (AuditLog has
 * no foreign key to the client).
 */
export async function deleteClient(options: { clientId: string; userId: string }): Promise<ActionResult<{ revokedGrants: number }>> {
  return withOwnedClient({ clientId: options.clientId, ownerId: options.userId }, async (tx, client) => {
    const grants = await tx.grant.count({ where: { clientId: client.id, revokedAt: null } });
    await tx.oAuthClient.delete({ where: { id: client.id } });
    await writeAudit(
      {
        actorId: options.userId,
        clientId: client.id,
        eventType: "client.deleted",
        details: { clientId: client.clientId, name: client.name, kind: client.kind, status: client.status, revokedGrants: grants },
      },
      tx,
    );
    return { ok: true, data: { revokedGrants: grants } };
  });
}
