// What the primary does when a worker exits: start a replacement after a delay, or give up and
// stop the server. A worker that has served (reached "listening") and then crashed is replaced,
// with a delay that doubles while it keeps crashing soon after starting, so one bad request or a
// leak never takes the healthy workers down with it. The server stops only when workers cannot
// start at all: the first workers fail before listening (bad configuration, database unreachable
// at start-up), or no worker is serving and replacements have failed to start several times.
// A worker that gave up waiting (for another instance's start-up work, or a busy database: exit
// code TRY_AGAIN_EXIT_CODE) is not failing: it is replaced, with the same backoff, however often.

export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
/** A worker that ran this long before exiting counts as stable: its replacement starts at once-ish. */
export const STABLE_AFTER_MS = 60_000;
/** Failed starts in a row, with no worker serving, after which the server gives up. */
export const MAX_FAILED_STARTS = 5;
/** EX_TEMPFAIL, as lib/server/startup/startup-failure.ts exits after waiting too long. */
export const TRY_AGAIN_EXIT_CODE = 75;

/**
 * @param {{
 *   listened: boolean,        // this worker reached "listening"
 *   exitCode?: number | null, // its exit code (null when a signal ended it)
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
  const waitedTooLong = !exit.listened && exit.exitCode === TRY_AGAIN_EXIT_CODE;
  if (!exit.listened && !waitedTooLong && !exit.anyWorkerEverListened)
    return { action: "give-up", reason: "never-started" };
  const failedStartsInARow = exit.listened ? 0 : exit.failedStartsInARow + (waitedTooLong ? 0 : 1);
  if (!waitedTooLong && failedStartsInARow >= MAX_FAILED_STARTS && exit.workersServing === 0)
    return { action: "give-up", reason: "cannot-start" };
  const crashesInARow = exit.listened && exit.uptimeMs >= STABLE_AFTER_MS ? 0 : exit.crashesInARow;
  const delayMs = Math.min(FIRST_DELAY_MS * 2 ** Math.min(crashesInARow, 16), MAX_DELAY_MS);
  return { action: "restart", delayMs, crashesInARow: crashesInARow + 1, failedStartsInARow };
}
