import type { ActionResult } from "@/lib/action-result";
import { generateClientSecret as newSecret } from "@/lib/portal/client-credentials";
import { checkCanGenerateSecret } from "@/lib/portal/secret-policy";
import { writeAudit } from "../audit-log";
import type { SecretView } from "./client-views";
import { withOwnedClient } from "./with-owned-client";

/**
 * Adds a secret while fewer than 2 are active (spec s3.3). The count is taken under the client's
 * row lock, so concurrent requests cannot end with 3. Issued tokens are not touched.
 */
export async function generateClientSecret(options: { clientId: string; userId: string }): Promise<ActionResult<SecretView & { secret: string }>> {
  return withOwnedClient({ clientId: options.clientId, ownerId: options.userId }, async (tx, client) => {
    const activeSecrets = await tx.clientSecret.count({ where: { clientId: client.id } });
    const allowed = checkCanGenerateSecret({ kind: client.kind, activeSecrets });
    if (!allowed.ok) return allowed;
    const generated = newSecret();
    const row = await tx.clientSecret.create({
      data: { clientId: client.id, secretHash: generated.hash, hint: generated.hint },
      select: { id: true, hint: true, createdAt: true, lastUsedAt: true },
    });
    await writeAudit({ actorId: options.userId, clientId: client.id, eventType: "client.secret_generated", details: { secretId: row.id, hint: row.hint } }, tx);
    return { ok: true, data: { ...row, secret: generated.secret } };
  });
}
