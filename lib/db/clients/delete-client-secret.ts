import type { ActionResult } from "@/lib/action-result";
import { checkCanDeleteSecret } from "@/lib/portal/secret-policy";
import { writeAudit } from "../audit-log";
import { withOwnedClient } from "./with-owned-client";

/**
 * Deletes a secret at once: the next token request with it fails (spec s3.3). The last active
 * secret is refused; counting under the row lock keeps concurrent deletes from reaching 0.
 * Access and refresh tokens already issued keep working (spec s5.7).
 */
export async function deleteClientSecret(options: { clientId: string; userId: string; secretId: string }): Promise<ActionResult> {
  return withOwnedClient({ clientId: options.clientId, ownerId: options.userId }, async (tx, client) => {
    const secret = await tx.clientSecret.findFirst({ where: { id: options.secretId, clientId: client.id }, select: { id: true, hint: true } });
    if (!secret) return { ok: false, code: "secret_not_found", message: "This secret no longer exists. Reload the page to see the current secrets." };
    const activeSecrets = await tx.clientSecret.count({ where: { clientId: client.id } });
    const allowed = checkCanDeleteSecret({ activeSecrets });
    if (!allowed.ok) return allowed;
    await tx.clientSecret.delete({ where: { id: secret.id } });
    await writeAudit({ actorId: options.userId, clientId: client.id, eventType: "client.secret_deleted", details: { secretId: secret.id, hint: secret.hint } }, tx);
    return { ok: true, data: undefined };
  });
}
