// Step 3 of the legacy migration (spec s3.2): saves the first scopes, after which the client is no
// longer legacy and requests without scope are refused. While requests without scope are still
// arriving the caller must acknowledge that those users will be broken. Tokens issued before keep
// working until each user authorizes again (the OAuth core's part).
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { ClientDeps } from "../deps";
import { fail, ok, type Outcome } from "../outcome";
import { checkClientScopes } from "../rules/client-scopes";
import { migrationReadiness } from "../rules/traffic";
import { changeOwnedClient } from "./owned-client";

export async function migrateLegacyClient(
  deps: ClientDeps,
  options: { clientId: string; userId: string; scopes: readonly string[]; acknowledgeUnscopedTraffic: boolean },
): Promise<Outcome<{ scopes: Scope[] }>> {
  const checked = checkClientScopes(options.scopes);
  if (!checked.ok) return checked;
  return changeOwnedClient(deps, options, async (client, repo) => {
    if (client.scopes.length > 0) return fail("not_legacy");
    const traffic = await repo.traffic(client.id, deps.now());
    const unscoped = migrationReadiness(traffic).level === "unscoped_traffic";
    if (unscoped && !options.acknowledgeUnscopedTraffic) {
      return fail("unscoped_traffic", {
        fieldErrors: { acknowledgeUnscopedTraffic: { code: "unscoped_traffic_not_acknowledged" } },
      });
    }
    await repo.saveConfiguration(client.id, { scopes: checked.data, redirectUris: [...client.redirectUris] });
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.legacy_migrated",
      details: {
        before: [],
        after: checked.data,
        scopes: checked.data,
        added: checked.data,
        unscopedRequestsLast7d: traffic.last7d.withoutScope,
        acknowledgedUnscopedTraffic: unscoped,
      },
    });
    return ok({ scopes: checked.data });
  });
}
