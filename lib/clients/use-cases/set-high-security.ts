// The owner's "high security" profile (lib/oauth/security-profile.ts). Turning it on tightens what
// the client accepts, so it applies at once, once the client can run it (confidential, with keys).
// Turning it off loosens it: before review it applies; on a reviewed client it is refused for now
// (`profile_reviewed`): an administrator must turn it off, as no review step carries it yet.
import { clientProfileGaps } from "@/lib/oauth/security-profile";
import type { ClientDeps } from "../deps";
import { fail, ok, type Outcome } from "../outcome";
import { changesNeedReview } from "../rules/lifecycle";
import { changeOwnedClient } from "./owned-client";

export async function setHighSecurity(
  deps: ClientDeps,
  options: { clientId: string; userId: string; on: boolean },
): Promise<Outcome<{ on: boolean }>> {
  return changeOwnedClient(deps, options, async (client, repo): Promise<Outcome<{ on: boolean }>> => {
    const live = client.highSecurity === true;
    if (live === options.on) return ok({ on: live });
    if (options.on) {
      const keys = await repo.listKeys(client.id);
      const holdsKeys = keys.length > 0 || (await repo.findJwksUri(client.id)) !== null;
      // Secrets are no gap for turning it on: under the profile they never authenticate.
      const gaps = clientProfileGaps({ kind: client.kind, holdsKeys, secretCount: 0 });
      if (gaps.length > 0) return fail("profile_gaps");
    } else if (changesNeedReview(client.status)) return fail("profile_reviewed");
    await repo.saveHighSecurity(client.id, options.on);
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.high_security_updated",
      details: { before: live, after: options.on },
    });
    return ok({ on: options.on });
  });
}
