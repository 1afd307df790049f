// Housekeeping wired to the app's database and the configured audit retention: one run of what the
// in-process job (../startup/housekeeping-job.ts) does every few minutes.
import { type PruneCounts, pruneExpiredRecords } from "@/lib/db/housekeeping/prune-expired-records";
import { getConfig } from "./config";
import { appPrisma } from "./database";

export async function runHousekeeping(now = new Date()): Promise<PruneCounts> {
  return pruneExpiredRecords(await appPrisma(), { now, auditRetentionDays: getConfig().auditRetentionDays });
}
