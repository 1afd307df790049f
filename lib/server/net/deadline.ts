// One deadline for a whole outbound request: resolving the host, connecting and the exchange. A
// slow DNS answer spends the same time as a slow server, so nobody can hold a request longer by
// choosing which of the two is slow.
export interface Deadline {
  /** Aborted when the time is up. */
  readonly signal: AbortSignal;
  /** `work`'s answer, or "timeout" when the deadline passes first (`work` is then left to settle unread). */
  race<T>(work: Promise<T>): Promise<T | "timeout">;
  /** Stops the timer (the request finished first). */
  clear(): void;
}

export function startDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const { signal } = controller;
  return {
    signal,
    race: (work) =>
      new Promise((resolve, reject) => {
        if (signal.aborted) return resolve("timeout");
        const onAbort = () => resolve("timeout");
        signal.addEventListener("abort", onAbort, { once: true });
        work.then(
          (value) => {
            signal.removeEventListener("abort", onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener("abort", onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
    clear: () => clearTimeout(timer),
  };
}
