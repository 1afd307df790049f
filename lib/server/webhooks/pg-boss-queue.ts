// The job port on PostgreSQL: pg-boss. Every due attempt is one job ({deliveryId, attempt},
// startAfter = when it is due), inserted through the same transaction that wrote the delivery row
// or recorded the previous attempt - so a crash between commit and send loses nothing, and a
// rollback leaves no job. Each server process runs a few workers; pg-boss hands a job to one of
// them (SKIP LOCKED), and the worker then claims the delivery row for exactly that attempt with a
// conditional UPDATE, so even a job pg-boss runs twice (a worker that died and expired) cannot
// send one attempt twice. Our own schedule (retry-schedule.ts) makes the retries, as new jobs;
// pg-boss's retries only cover a worker that failed or died mid-job. A job lost anyway (a worker
// that died with it 20 times, a job table restored from an older backup) would leave its delivery
// PENDING for ever: a sweep takes attempts overdue by more than 15 minutes, a few at a time, as the
// in-process runner takes due ones; a job that turns up later finds its attempt taken.
import PgBoss from "pg-boss";
import type pg from "pg";
import type { SqlPool } from "@/lib/db/sql-connection";
import type { DueAttempt, TransactionSql } from "@/lib/webhooks/ports";
import { CLAIM_LOCK_MS, type DeliveryQueue, type DeliveryWorker } from "./delivery-queue";

export const DELIVERY_QUEUE = "webhook-delivery";

export interface PgBossOptions {
  /** Workers in this process (attempts in flight at once). */
  readonly workers: number;
  readonly pollingIntervalSeconds: number;
  /** How often the sweep looks for overdue attempts, and how overdue they must be. */
  readonly sweepIntervalMs: number;
  readonly overdueMs: number;
  /** How long a sender's claim on a delivery holds (WEBHOOK_CLAIM_SECONDS); pg-boss's timings follow it. */
  readonly claimSeconds: number;
}

export const PG_BOSS_DEFAULTS: PgBossOptions = {
  workers: 8,
  // Each worker polls every 8 s: the workers start together, so a process sends its eight fetches
  // at once every 8 s, one a second on average, idle or not (every worker polling each second was
  // 16 statements a second per instance of two processes). A new delivery does not wait for a
  // poll: the process that wrote it wakes its workers (wake()); polls find retries come due and
  // jobs whose process died, for which seconds do not matter.
  pollingIntervalSeconds: 8,
  sweepIntervalMs: 5 * 60_000,
  overdueMs: 15 * 60_000,
  claimSeconds: CLAIM_LOCK_MS / 1000,
};

/**
 * pg-boss's timings for a claim of `claimSeconds` (60 s: 120 s, 70 s, 120 s). The job of an
 * attempt whose worker died expires after twice the claim, so the claim has lapsed when the job
 * comes back; expired jobs are found at pg-boss's maintenance, run as often; a failed or expired
 * job is tried again after the claim and 10 s more (doubling, with jitter, on each retry).
 */
export function pgBossTimings(claimSeconds: number) {
  return {
    expireInSeconds: 2 * claimSeconds,
    retryDelay: claimSeconds + 10,
    maintenanceIntervalSeconds: 2 * claimSeconds,
  };
}
const SWEEP_BATCH = 8;

type JobData = { deliveryId: string; attempt: number };

/** PostgreSQL's answer when two transactions wait on each other and it cancels one of them. */
const DEADLOCK = "40P01";

/**
 * Creates the delivery queue, which may be created by another process at the same moment: two
 * instances starting together each insert it, and PostgreSQL may cancel one as a deadlock. The
 * other has created it by then, and creating it again is a no-op, so a cancelled try is repeated.
 */
export async function createQueueBesideOthers(boss: Pick<PgBoss, "createQueue">, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(DELIVERY_QUEUE);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || attempt >= tries) throw error;
    }
  }
}

/** A session lock of our own (beside the start-up lock's key) around pg-boss's start. */
const BOSS_START_LOCK_KEY = 72707371;

/**
 * Runs pg-boss's start one process at a time. pg-boss installs its schema under a lock taken
 * inside the installing transaction, but a process that waited for that lock may still not see
 * the schema the other one just committed (CREATE SCHEMA IF NOT EXISTS then fails on the catalog's
 * unique index). Waiting for a session lock before the start begins, the second process finds the
 * schema installed and the queue created. The lock is a session's, so it is taken on a connection
 * that is one (`Database.session`: PostgreSQL itself behind a transaction pooler).
 */
export async function oneStartAtATime<T>(sessions: SqlPool, work: () => Promise<T>): Promise<T> {
  return sessions.withConnection(async (conn) => {
    await conn.query("SELECT pg_advisory_lock($1)", [BOSS_START_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await conn.query("SELECT pg_advisory_unlock($1)", [BOSS_START_LOCK_KEY]);
    }
  });
}

/** pg-boss's own statements are transactions (its locks too), so `jobs` may be a transaction pooler. */
export interface PgBossConnections {
  readonly jobs: pg.Pool;
  /** Whole sessions, for the start's lock. */
  readonly sessions: SqlPool;
}

export function createPgBossQueue(
  { jobs: pool, sessions }: PgBossConnections,
  given: Partial<PgBossOptions> = {},
): DeliveryQueue {
  const options = { ...PG_BOSS_DEFAULTS, ...given };
  const timings = pgBossTimings(options.claimSeconds);
  let onError = (error: unknown) => console.warn(`webhooks: pg-boss: ${(error as Error).message}`);
  const newBoss = () => {
    const created = new PgBoss({
      db: { executeSql: async (text, values) => pool.query(text, values ?? []) },
      schema: "pgboss",
      // Jobs of an attempt that died with its worker come back after twice the claim, which has
      // expired by then, so another process takes the attempt over (pgBossTimings).
      expireInSeconds: timings.expireInSeconds,
      maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
      retryLimit: 20,
      retryDelay: timings.retryDelay,
      retryBackoff: true,
      // A job waits for its start this long at most (the longest retry delay is 24 h; a server that
      // is down for days still finds its jobs), and finished jobs are kept a week.
      retentionDays: 14,
      deleteAfterDays: 7,
      schedule: false,
    });
    // pg-boss reports its own failures (database away during maintenance) as events.
    created.on("error", (error) => onError(error));
    return created;
  };
  // A pg-boss whose start failed counts itself as starting for ever (its next start() does
  // nothing), so each try after a failure starts a new one.
  let boss = newBoss();
  let started: Promise<void> | null = null;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<void> | null = null;
  const workerIds: string[] = [];

  const ensureStarted = () => {
    started ??= oneStartAtATime(sessions, async () => {
      await boss.start();
      await createQueueBesideOthers(boss);
    }).catch((error: unknown) => {
      started = null;
      const failed = boss;
      boss = newBoss();
      failed.stop({ graceful: false, wait: false, close: false }).catch(() => {});
      throw error;
    });
    return started;
  };

  return {
    kind: "pg-boss",
    async enqueue(sql: TransactionSql, due: readonly DueAttempt[]) {
      if (due.length === 0) return;
      await ensureStarted();
      await boss.insert(
        due.map((d) => ({
          name: DELIVERY_QUEUE,
          data: { deliveryId: d.deliveryId, attempt: d.attempt } satisfies JobData,
          startAfter: d.at.toISOString(),
        })),
        { db: { executeSql: async (text, values) => ({ rows: await sql.query(text, values ?? []) }) } },
      );
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async start(worker: DeliveryWorker) {
      await ensureStarted();
      onError = worker.onError;
      for (let i = 0; i < options.workers; i++) {
        let self = "";
        self = await boss.work<JobData>(
          DELIVERY_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            const claimed = await worker.claimAttempt(job.data.deliveryId, job.data.attempt);
            if (claimed) await worker.handle(claimed);
            // A job was there, so more may be: fetch again at once instead of after the polling
            // interval (pg-boss otherwise takes one job per worker per interval).
            boss.notifyWorker(self);
          },
        );
        workerIds.push(self);
      }
      const sweep = async () => {
        try {
          for (const claimed of await worker.claimOverdue(SWEEP_BATCH, options.overdueMs)) await worker.handle(claimed);
        } catch (error) {
          worker.onError(error);
        }
      };
      sweeper = setInterval(() => {
        sweeping ??= sweep().finally(() => (sweeping = null));
      }, options.sweepIntervalMs);
      sweeper.unref();
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await sweeping;
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 15_000 });
    },
  };
}
