// Work after the answer: what a request sets going but must not wait for, because its time would
// tell something (whether an email has an account) or would only slow the answer. The work starts
// on the event loop's next turn, after the caller has its answer in hand; a failure is logged,
// never answered. One primitive for every such piece of work, not one per feature.
import { logFault } from "../http/unavailable-responses";

const running = new Set<Promise<void>>();

/** Runs `work` after the current answer; `what` names it in the log if it fails. */
export function afterAnswer(what: string, work: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((start) => setImmediate(start))
    .then(work)
    .catch((error: unknown) => logFault(error, what))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once the work set going so far, and any it set going in turn, is done (tests). */
export async function afterAnswerSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
