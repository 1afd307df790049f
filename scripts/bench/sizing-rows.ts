// The sizing run's rows (scripts/bench/sizing.ts) and what the guide's tables share: labels, the
// per-100-operations arithmetic, number formats and the padded Markdown table.
import type { Counters } from "./database-activity";
import { SIGN_IN } from "./sign-in-consent";
import { BOOKINGS, EXCHANGE, INTROSPECTION, ME, REFRESH } from "./workloads";

/** One workload at saturation on one worker. Per operation: a request, or a whole sign-in flow. */
export type SizingRow = {
  workload: string;
  /** Requests per operation: 1, or the sign-in flow's steps. */
  requestsPerOperation: number;
  seconds: number;
  operations: number;
  operationsPerSecond: number;
  p50: number;
  p99: number;
  /** Errors (time-outs among them) and answers other than the expected. */
  failures: number;
  timeouts?: number;
  /** The sign-in flow's failures, by step. */
  failuresByStep?: number[];
  /** CPU per operation, ms: the worker's, the PostgreSQL backends serving its database, and the whole server's. */
  serverCpuMs: number;
  databaseBackendsCpuMs: number;
  /** Absent on a shared server, whose background processes work for every database on it. */
  databaseServerCpuMs?: number;
  activity: Counters;
  /** The worker's resident memory: the highest sampled during the run, and once idle after it. */
  rssPeakMb: number;
  rssSettledMb: number;
  /** Connections the worker held to its database at the end of the run. */
  connectionsHeld: number;
  /** The machine's one-minute load average at the end of the run. */
  loadAverage: number;
};

export type SizingResults = {
  date: string;
  command: string;
  machine: {
    cpus: number;
    model: string;
    memoryGb: number;
    kernel: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  serverNode: string;
  database: { server: string; private: boolean; pagesSource: string; maxConnections: number };
  connections: number;
  /** The sign-in flow's connections, when fewer (sizing.ts says why). */
  signInConnections?: number;
  warmupSeconds: number;
  rssAfterStartMb: number;
  poolMax: number;
  rows: SizingRow[];
};

/** What the document calls each workload. */
export const LABELS: Record<string, string> = {
  [ME]: "`GET /v2/me`",
  [BOOKINGS]: "`GET /v2/bookings?take=20`",
  [INTROSPECTION]: "introspection",
  [REFRESH]: "refresh",
  [EXCHANGE]: "code exchange",
  [SIGN_IN]: "sign-in + consent (6 requests)",
};
export const label = (workload: string) => LABELS[workload] ?? workload;

/** The database's CPU per operation: the whole server's where it was the run's alone, else its backends'. */
export const databaseCpuMs = (row: SizingRow) => row.databaseServerCpuMs ?? row.databaseBackendsCpuMs;

export type PerHundred = {
  /** Server cores busy at 100 operations a second (computed from CPU per operation). */
  serverCores: number;
  /** Operations a second one fully busy server core serves. */
  perServerCore: number;
  databaseVcpu: number;
  commits: number;
  walRecords: number;
  walMb: number;
  /** WAL flushes plus 8 KB data pages written. */
  writeIops: number;
};

/** What 100 operations a second of a workload cost, from its measured figures per operation. */
export function perHundred(row: SizingRow): PerHundred {
  const a = row.activity;
  return {
    serverCores: (100 * row.serverCpuMs) / 1000,
    perServerCore: row.serverCpuMs > 0 ? 1000 / row.serverCpuMs : 0,
    databaseVcpu: (100 * databaseCpuMs(row)) / 1000,
    commits: 100 * a.commits,
    walRecords: 100 * a.walRecords,
    walMb: (100 * a.walBytes) / 1e6,
    writeIops: 100 * (a.walSyncs + a.pagesWritten),
  };
}

export const fixed = (x: number, digits: number) =>
  x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const whole = (x: number) => fixed(x, 0);

/** A Markdown table padded as the other documents' are: the first `textColumns` left, figures right. */
export function table(header: string[], rows: string[][], textColumns = 1): string {
  const widths = header.map((_, i) => Math.max(3, ...[header, ...rows].map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i < textColumns ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
