// What apps did with people's grants, counted without a write per API call: the API guard adds
// each authorized call to this process's tally (memory only), and the tally is written every
// FLUSH_INTERVAL_MS as one upsert per (grant, scope, day) row, or at once when it is full. The
// "Authorized apps" page writes this process's tally before reading, so its own calls show at
// once; another process's show within the interval. A graceful shutdown writes the tally
// (server-hooks.ts); a process that crashes loses at most the interval's counts. Recording
// never delays or fails the call that triggered it.
import type { UsageKind } from "@/lib/accounts/rules/app-usage";
import { createUsageTally, type UsageTally } from "@/lib/accounts/rules/usage-tally";
import { createPrismaGrantUsage } from "@/lib/db/accounts/prisma-account-store";
import { getLogger } from "@/lib/observability/logger";

export const FLUSH_INTERVAL_MS = 5_000;

const slot = globalThis as unknown as {
  __grantUsage?: { tally: UsageTally; timer: NodeJS.Timeout | null; writing: Promise<void> };
};

function state() {
  slot.__grantUsage ??= { tally: createUsageTally(), timer: null, writing: Promise.resolve() };
  return slot.__grantUsage;
}

/** Writes the tally so far (after any write under way, so rows are never written twice at once). */
export function flushGrantUsage(): Promise<void> {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  s.timer = null;
  const rows = s.tally.drain();
  s.writing = s.writing.then(async () => {
    if (rows.length === 0) return;
    try {
      await createPrismaGrantUsage().addUsage(rows);
    } catch (error) {
      getLogger().warn({ err: error, rows: rows.length }, "could not record what apps did with their grants");
    }
  });
  return s.writing;
}

export function recordGrantScopeUse(call: { grantId: string; scope: string; kind: UsageKind; at: Date }): void {
  const s = state();
  const full = s.tally.add(call);
  if (full) {
    void flushGrantUsage();
    return;
  }
  if (!s.timer) {
    s.timer = setTimeout(() => void flushGrantUsage(), FLUSH_INTERVAL_MS);
    s.timer.unref();
  }
}
