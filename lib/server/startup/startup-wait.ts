// How a starting process waits for another instance's start-up work (its migrations, its first
// signing key): polling, saying what it waits for every few seconds, for at most
// STARTUP_WAIT_SECONDS. Past that it gives up, and start-server.ts exits so a fresh process tries.
import type { LockWait } from "@/lib/db/advisory-lock";
import { getLogger } from "@/lib/observability/logger";
import { getConfig } from "../roots/config";

/** `what` names the other instance's work, e.g. "another instance's migrations". */
export function waitForAnotherInstance(what: string, lockKey: number): LockWait {
  return {
    timeoutMs: getConfig().startupWaitSeconds * 1000,
    onWaiting: (waitedMs) =>
      getLogger().info(
        { event: "startup_waiting", lock: lockKey, waitedMs },
        `waiting for ${what} (advisory lock ${lockKey})`,
      ),
  };
}
