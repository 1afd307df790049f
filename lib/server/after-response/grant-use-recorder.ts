// "Last used" of grants without a write per API call: each process remembers which grants it
// stamped in the last minute and skips them; the store's conditional write covers the other
// processes. Recording never delays or fails the request that triggered it.
import { getLogger } from "@/lib/observability/logger";
import type { GrantPort } from "@/lib/oauth/ports";

const INTERVAL_MS = 60_000;
/** Bounds the memory a flood of distinct grants can take; past it the memo simply starts over. */
const MAX_REMEMBERED = 10_000;

const stampedAt = new Map<string, number>();

export function recordGrantUseSoon(store: Pick<GrantPort, "recordGrantUse">, grantId: string, now: Date): void {
  const last = stampedAt.get(grantId);
  if (last !== undefined && now.getTime() - last < INTERVAL_MS) return;
  if (stampedAt.size >= MAX_REMEMBERED) stampedAt.clear();
  stampedAt.set(grantId, now.getTime());
  store.recordGrantUse(grantId, now).catch((error: unknown) => {
    stampedAt.delete(grantId);
    getLogger().warn({ grantId, err: error }, "could not record a grant's last use");
  });
}
