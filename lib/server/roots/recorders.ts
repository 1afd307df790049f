// The recorders that write after the answer (../after-response/), wired to the database: one of
// each per process, kept on globalThis so every route bundle and the shutdown hook share it (the
// apps page writes the very tally the API guard adds to). A failed write is logged; its rows are
// dropped. The grants' "last used" recorder writes through the OAuth store: oauth.ts wires it.
import { createPrismaGrantUsage } from "@/lib/db/accounts/prisma-account-store";
import { recordTokenActivity } from "@/lib/db/oauth/record-token-activity";
import { getLogger } from "@/lib/observability/logger";
import type { AfterResponseBatch } from "../after-response/after-response-batch";
import { createGrantUsageRecorder, type GrantScopeCall } from "../after-response/grant-usage-recorder";
import { createTokenActivityBatcher, type TokenActivityBatcher } from "../after-response/token-activity-recorder";
import { appPrisma } from "./database";

const slot = globalThis as unknown as {
  __grantUsage?: AfterResponseBatch<GrantScopeCall>;
  __tokenActivity?: TokenActivityBatcher;
};

/** What apps did with people's grants: the API guard adds each answered call. */
export function grantUsageRecorder(): AfterResponseBatch<GrantScopeCall> {
  slot.__grantUsage ??= createGrantUsageRecorder(
    (rows) => createPrismaGrantUsage().addUsage(rows),
    (error, rows) =>
      getLogger().warn({ err: error, rows: rows.length }, "could not record what apps did with their grants"),
  );
  return slot.__grantUsage;
}

/** The token endpoint's requests per client, day and outcome. */
export function tokenActivityRecorder(): TokenActivityBatcher {
  slot.__tokenActivity ??= createTokenActivityBatcher(
    async (counts) => recordTokenActivity(await appPrisma(), counts),
    (error) => getLogger().warn({ err: error }, "could not record token activity"),
  );
  return slot.__tokenActivity;
}
