import type { ActionResult } from "@/lib/action-result";
import { applyRedirectUriChange, type RedirectUriChange } from "@/lib/portal/redirect-uri-policy";
import { diffLists } from "@/lib/portal/scope-policy";
import { writeAudit } from "../audit-log";
import { withOwnedClient } from "./with-owned-client";

/**
 * The one way a client's redirect URIs change (add, edit, remove), applied to the list as it is
 * under the row lock. Issue 5 hooks in here: on an APPROVED client, an added URI will wait for
 * review instead of taking effect at once.
 */
export async function updateRedirectUris(options: { clientId: string; userId: string; change: RedirectUriChange }): Promise<ActionResult<{ redirectUris: string[] }>> {
  return withOwnedClient({ clientId: options.clientId, ownerId: options.userId }, async (tx, client) => {
    const next = applyRedirectUriChange(client.redirectUris, options.change, client.kind);
    if (!next.ok) return next;
    const { added, removed } = diffLists(client.redirectUris, next.data);
    if (added.length === 0 && removed.length === 0) return { ok: true, data: { redirectUris: next.data } };
    await tx.oAuthClient.update({ where: { id: client.id }, data: { redirectUris: next.data } });
    await writeAudit(
      {
        actorId: options.userId,
        clientId: client.id,
        eventType: "client.redirect_uris_updated",
        details: { op: options.change.op, before: client.redirectUris, after: next.data, added, removed },
      },
      tx,
    );
    return { ok: true, data: { redirectUris: next.data } };
  });
}
