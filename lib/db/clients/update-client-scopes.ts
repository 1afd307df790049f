import type { ActionResult } from "@/lib/action-result";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { checkClientScopes, diffLists } from "@/lib/portal/scope-policy";
import { writeAudit } from "../audit-log";
import { withOwnedClient } from "./with-owned-client";

/**
 * The one way a scoped client's scopes change. A legacy client goes through
 * migrateLegacyClient instead, because its first scopes change who can still authorize
 * (spec s3.2). Issue 5 hooks in here: added scopes on an APPROVED client will wait for review.
 */
export async function updateClientScopes(options: { clientId: string; userId: string; scopes: readonly string[] }): Promise<ActionResult<{ scopes: Scope[] }>> {
  const checked = checkClientScopes(options.scopes);
  if (!checked.ok) return checked;
  return withOwnedClient({ clientId: options.clientId, ownerId: options.userId }, async (tx, client) => {
    if (client.scopes.length === 0) {
      return { ok: false, code: "legacy_client", message: "This is a legacy client. Choose its scopes with the migration wizard, which checks your traffic first." };
    }
    const { added, removed } = diffLists(client.scopes, checked.data);
    if (added.length === 0 && removed.length === 0) return { ok: true, data: { scopes: checked.data } };
    await tx.oAuthClient.update({ where: { id: client.id }, data: { scopes: checked.data } });
    await writeAudit(
      { actorId: options.userId, clientId: client.id, eventType: "client.scopes_updated", details: { before: client.scopes, after: checked.data, added, removed } },
      tx,
    );
    return { ok: true, data: { scopes: checked.data } };
  });
}
