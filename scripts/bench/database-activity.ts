// What PostgreSQL wrote while a workload ran, from its cumulative statistics: this database's
// transactions and rows (pg_stat_database), and the server's WAL (pg_stat_wal) and data pages
// written (pg_stat_io from PostgreSQL 16, pg_stat_bgwriter before it). The server-wide figures are
// the workload's own only on a server nobody else uses (private-postgres.ts).
import pg from "pg";

export const COUNTERS = [
  "commits",
  "rowsInserted",
  "rowsUpdated",
  "rowsDeleted",
  "walRecords",
  "walFullPageImages",
  "walBytes",
  "walWrites",
  "walSyncs",
  "pagesWritten",
] as const;
export type Counters = Record<(typeof COUNTERS)[number], number>;

/** Backends publish their counts when idle, at most once a second: wait this long before reading. */
export const STATS_FLUSH_MS = 1500;

type Row = Record<string, string | number | null>;
const num = (row: Row | undefined, field: string) => Number(row?.[field] ?? 0);

export async function databaseActivity(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (sql: string) => (await client.query<{ row: Row }>(sql)).rows[0]?.row;
  const value = async <T>(sql: string) => (await client.query<{ v: T }>(sql)).rows[0]!.v;
  const hasStatIo = await value<boolean>("select to_regclass('pg_stat_io') is not null as v");
  return {
    server: `PostgreSQL ${await value<string>("select current_setting('server_version') as v")}`,
    maxConnections: Number(await value<string>("select current_setting('max_connections') as v")),
    pagesSource: hasStatIo ? "pg_stat_io" : "pg_stat_bgwriter",
    async read(): Promise<Counters> {
      const db = await one("select to_jsonb(d) as row from pg_stat_database d where datname = current_database()");
      // From PostgreSQL 18 the WAL's writes and syncs are in pg_stat_io (object 'wal'), not pg_stat_wal.
      const wal = await one("select to_jsonb(w) as row from pg_stat_wal w");
      const io = hasStatIo
        ? await one(
            "select jsonb_build_object('pages', coalesce(sum(writes) filter (where object = 'relation'), 0), 'walWrites', sum(writes) filter (where object = 'wal'), 'walSyncs', sum(fsyncs) filter (where object = 'wal')) as row from pg_stat_io",
          )
        : await one(
            "select jsonb_build_object('pages', buffers_checkpoint + buffers_clean + buffers_backend) as row from pg_stat_bgwriter",
          );
      return {
        commits: num(db, "xact_commit"),
        rowsInserted: num(db, "tup_inserted"),
        rowsUpdated: num(db, "tup_updated"),
        rowsDeleted: num(db, "tup_deleted"),
        walRecords: num(wal, "wal_records"),
        walFullPageImages: num(wal, "wal_fpi"),
        walBytes: num(wal, "wal_bytes"),
        walWrites: wal?.wal_write != null ? num(wal, "wal_write") : num(io, "walWrites"),
        walSyncs: wal?.wal_sync != null ? num(wal, "wal_sync") : num(io, "walSyncs"),
        pagesWritten: num(io, "pages"),
      };
    },
    /** Connections open to this database, this one left out. */
    connections: async () =>
      Number(
        await value<string>(
          "select count(*) as v from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        ),
      ),
    /** Writes every dirty page out, so a run starts clean and its own pages are counted within it. */
    checkpoint: async () => void (await client.query("CHECKPOINT")),
    close: () => client.end(),
  };
}

/** Each counter's growth from `before` to `after`, per request. */
export function activityPerRequest(before: Counters, after: Counters, requests: number): Counters {
  return Object.fromEntries(
    COUNTERS.map((k) => [k, requests > 0 ? Math.max(0, after[k] - before[k]) / requests : 0]),
  ) as Counters;
}
