// A session advisory lock taken by polling `pg_try_advisory_lock` rather than waiting inside one
// `pg_advisory_lock` statement: a wait for another process (its migrations, its start-up) then
// never runs under the pool's statement_timeout, which would cancel it, the waiter can say what it
// waits for while it waits, and the wait has a bound of its own. The lock belongs to the
// connection given, so the caller holds that one connection for the whole work (SqlPool's
// withConnection), a direct one when the pool in front is a transaction pooler.
import type { SqlConnection } from "./sql-connection";

export type LockWait = {
  /** Milliseconds since the wait began, at the first miss and then at most every `reportEveryMs`. */
  onWaiting?: (waitedMs: number) => void;
  /** Give up after waiting this long (default: wait as long as it takes). */
  timeoutMs?: number;
  reportEveryMs?: number;
  /** The clock and the pause between tries, for tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export class AdvisoryLockTimeout extends Error {
  override name = "AdvisoryLockTimeout";
  constructor(
    readonly key: number,
    readonly waitedMs: number,
  ) {
    super(`advisory lock ${key} still held by another session after ${Math.round(waitedMs / 1000)} s`);
  }
}

const FIRST_PAUSE_MS = 50;
const MAX_PAUSE_MS = 1_000;
const DEFAULT_REPORT_EVERY_MS = 5_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for the lock (bounded by `wait.timeoutMs`), runs `work`, and always lets the lock go. */
export async function withAdvisoryLock<T>(
  conn: SqlConnection,
  key: number,
  work: () => Promise<T>,
  wait: LockWait = {},
): Promise<T> {
  await acquire(conn, key, wait);
  try {
    return await work();
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [key]);
  }
}

async function acquire(conn: SqlConnection, key: number, wait: LockWait): Promise<void> {
  const now = wait.now ?? Date.now;
  const sleep = wait.sleep ?? pause;
  const reportEveryMs = wait.reportEveryMs ?? DEFAULT_REPORT_EVERY_MS;
  const started = now();
  let reportedAt: number | undefined;
  for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS)) {
    const [row] = await conn.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [key]);
    if (row?.locked) return;
    const waited = now() - started;
    if (wait.timeoutMs !== undefined && waited >= wait.timeoutMs) throw new AdvisoryLockTimeout(key, waited);
    if (reportedAt === undefined || waited - reportedAt >= reportEveryMs) {
      reportedAt = waited;
      wait.onWaiting?.(waited);
    }
    await sleep(pauseMs);
  }
}
