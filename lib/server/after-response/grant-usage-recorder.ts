// What apps did with people's grants, counted without a write per API call: the API guard adds
// each authorized call to this process's tally (memory only, lib/accounts/rules/usage-tally.ts),
// written after the answer (after-response-batch.ts) every FLUSH_INTERVAL_MS as one upsert per
// (grant, scope, day) row, or at once when it is full. The "Authorized apps" page writes this
// process's tally before reading, so its own calls show at once; another process's show within the
// interval. A graceful shutdown writes the tally (roots/shutdown.ts); a process that crashes loses
// at most the interval's counts. Recording never delays or fails the call that triggered it.
import type { UsageKind } from "@/lib/accounts/rules/app-usage";
import { createUsageTally, type UsageIncrement } from "@/lib/accounts/rules/usage-tally";
import { type AfterResponseBatch, createAfterResponseBatch } from "./after-response-batch";

export const FLUSH_INTERVAL_MS = 5_000;

export type GrantScopeCall = { grantId: string; scope: string; kind: UsageKind; at: Date };

export function createGrantUsageRecorder(
  write: (rows: readonly UsageIncrement[]) => Promise<void>,
  onError: (error: unknown, rows: readonly UsageIncrement[]) => void,
): AfterResponseBatch<GrantScopeCall> {
  return createAfterResponseBatch({ tally: createUsageTally(), write, gatherMs: FLUSH_INTERVAL_MS, onError });
}
