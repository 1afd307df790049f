// What the primary does when a worker exits: start a replacement after a delay, or give up and
// stop the server. A worker that has served (reached "listening") and then crashed is replaced,
// with a delay that doubles while it keeps crashing soon after starting, so one bad request or a
// leak never takes the healthy workers down with it. The server stops only when workers cannot
// start at all: the first workers fail before listening (bad configuration, database unreachable
// at start-up), or no worker is serving and replacements have failed to start several times.

export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
/** A worker that ran this long before exiting counts as stable: its replacement starts at once-ish. */
export const STABLE_AFTER_MS = 60_000;
/** Failed starts in a row, with no worker serving, after which the server gives up. */
export const MAX_FAILED_STARTS = 5;

/**
 * @param {{
 *   listened: boolean,        // this worker reached "listening"
 *   uptimeMs: number,         // how long it ran
 *   crashesInARow: number,    // exits of this slot's recent workers before this one (0: none)
 *   failedStartsInARow: number, // this slot's workers that exited before listening, in a row, before this one
 *   anyWorkerEverListened: boolean,
 *   workersServing: number,   // other workers listening now
 * }} exit
 * @returns {{ action: "restart", delayMs: number, crashesInARow: number, failedStartsInARow: number }
 *   | { action: "give-up", reason: "never-started" | "cannot-start" }}
 */
export function afterWorkerExit(exit) {
  if (!exit.listened && !exit.anyWorkerEverListened) return { action: "give-up", reason: "never-started" };
  const failedStartsInARow = exit.listened ? 0 : exit.failedStartsInARow + 1;
  if (failedStartsInARow >= MAX_FAILED_STARTS && exit.workersServing === 0)
    return { action: "give-up", reason: "cannot-start" };
  const crashesInARow = exit.listened && exit.uptimeMs >= STABLE_AFTER_MS ? 0 : exit.crashesInARow;
  const delayMs = Math.min(FIRST_DELAY_MS * 2 ** Math.min(crashesInARow, 16), MAX_DELAY_MS);
  return { action: "restart", delayMs, crashesInARow: crashesInARow + 1, failedStartsInARow };
}
