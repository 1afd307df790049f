// The in-process housekeeping job: prunes expired records (../roots/housekeeping.ts) every
// HOUSEKEEPING_INTERVAL_MINUTES (default 10), with jitter so several server processes do not all
// run at the same moment. Started once per process; the timer is unref'd so it never keeps a
// process alive. A failed run (database away) is logged and simply tried again next time.
import { getLogger } from "@/lib/observability/logger";
import { getConfig } from "../roots/config";
import { runHousekeeping } from "../roots/housekeeping";

const slot = globalThis as unknown as { __oauthHousekeeping?: NodeJS.Timeout };

/** Starts the periodic job unless it runs already or is turned off; returns whether it runs. */
export function startHousekeeping(): boolean {
  const minutes = getConfig().housekeepingIntervalMinutes;
  if (slot.__oauthHousekeeping !== undefined || minutes === 0) return slot.__oauthHousekeeping !== undefined;
  const schedule = () => {
    const jitter = 0.8 + Math.random() * 0.4;
    slot.__oauthHousekeeping = setTimeout(tick, minutes * 60_000 * jitter);
    slot.__oauthHousekeeping.unref();
  };
  const tick = () => {
    runHousekeeping()
      .then((counts) => {
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        if (total > 0) getLogger().info({ deleted: counts }, "housekeeping: expired records deleted");
      })
      .catch((error: unknown) => getLogger().warn({ err: error }, "housekeeping: skipped, will try again next time"))
      .finally(schedule);
  };
  schedule();
  return true;
}

/** Tests stop the job they started. */
export function stopHousekeeping(): void {
  clearTimeout(slot.__oauthHousekeeping);
  slot.__oauthHousekeeping = undefined;
}
