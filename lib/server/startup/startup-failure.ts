// What a failed start-up means for the process. It exits (a process that could not start never
// listens half-ready), and its exit code tells the primary (scripts/worker-restart-policy.mjs)
// whether a fresh process should simply try again: after waiting too long for another instance or
// for a busy database, yes, however often; after a wrong setting or an unreachable database, the
// usual policy, which stops the server when no worker could ever start.
import { isDatabaseTimeout } from "../http/database-unavailable";

/** EX_TEMPFAIL; scripts/worker-restart-policy.mjs knows it by the same number. */
export const TRY_AGAIN_EXIT_CODE = 75;
export const FAILED_EXIT_CODE = 1;

export type StartupFailure = { exitCode: number; tryAgain: boolean };

function waitedTooLong(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++)
    if (e.name === "AdvisoryLockTimeout") return true;
  return false;
}

export function startupFailure(error: unknown): StartupFailure {
  const tryAgain = waitedTooLong(error) || isDatabaseTimeout(error);
  return { exitCode: tryAgain ? TRY_AGAIN_EXIT_CODE : FAILED_EXIT_CODE, tryAgain };
}
