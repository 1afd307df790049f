import type { ActionResult } from "@/lib/action-result";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { checkClientScopes } from "@/lib/portal/scope-policy";
import { migrationReadiness } from "@/lib/portal/traffic-stats";
import { writeAudit } from "../audit-log";
import { loadAuthorizationTraffic } from "./authorization-request-stats";
import { withOwnedClient } from "./with-owned-client";

/**
 * Step 3 of the legacy migration (spec s3.2): saves the first scopes, after which the client is no
 * longer legacy and requests without scope are refused. While requests without scope are still
 * arriving the caller must acknowledge that those users will be broken (spec s3.2 step 3).
 * Tokens issued before keep working until each user authorizes again (the OAuth core's part).
 */
export async function migrateLegacyClient(options: {
  clientId: string;
  userId: string;
  scopes: readonly string[];
  acknowledgeUnscopedTraffic: boolean;
  now?: Date;
}): Promise<ActionResult<{ scopes: Scope[] }>> {
  const checked = checkClientScopes(options.scopes);
  if (!checked.ok) return checked;
  return withOwnedClient({ clientId: options.clientId, ownerId: options.userId }, async (tx, client) => {
    if (client.scopes.length > 0) {
      return { ok: false, code: "not_legacy", message: "This client already uses explicit scopes; edit them in the Scopes section." };
    }
    const traffic = await loadAuthorizationTraffic({ clientInternalId: client.id, now: options.now, db: tx });
    const readiness = migrationReadiness(traffic);
    if (readiness.level === "unscoped_traffic" && !options.acknowledgeUnscopedTraffic) {
      const message = `${readiness.headline}. Confirm that you accept breaking those users, or wait until they stop.`;
      return { ok: false, code: "unscoped_traffic", message, fieldErrors: { acknowledgeUnscopedTraffic: message } };
    }
    await tx.oAuthClient.update({ where: { id: client.id }, data: { scopes: checked.data } });
    await writeAudit(
      {
        actorId: options.userId,
        clientId: client.id,
        eventType: "client.legacy_migrated",
        details: {
          before: [],
          after: checked.data,
          scopes: checked.data,
          added: checked.data,
          unscopedRequestsLast7d: traffic.last7d.withoutScope,
          acknowledgedUnscopedTraffic: readiness.level === "unscoped_traffic",
        },
      },
      tx,
    );
    return { ok: true, data: { scopes: checked.data } };
  });
}
