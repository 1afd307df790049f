// How a starting process waits for another's start-up work (its migrations, its first signing
// key), whether that process is another instance or a sibling worker: polling, saying what it
// waits for every few seconds, for at most STARTUP_WAIT_SECONDS. Past that it gives up, and
// start-server.ts exits so that a fresh process tries again.
import type { LockWait } from "@/lib/db/advisory-lock";
import { getLogger } from "@/lib/observability/logger";
import { getConfig } from "../roots/config";

/** `what` names the other process's work, e.g. "another server process's migrations". */
export function waitForAnotherProcess(what: string, lockKey: number): LockWait {
  return {
    timeoutMs: getConfig().startupWaitSeconds * 1000,
    onWaiting: (waitedMs) =>
      getLogger().info(
        { event: "startup_waiting", lock: lockKey, waitedMs },
        `waiting for ${what} (advisory lock ${lockKey})`,
      ),
  };
}
