// The sizing run's results (scripts/bench/sizing.ts) as the tables of docs/operations/sizing.md:
// what was measured, what follows per 100 operations a second, and the worked example. Each table
// is written between a pair of markers in the document, so the prose around it stays as written.
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
const label = (workload: string) => LABELS[workload] ?? workload;

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

const fixed = (x: number, digits: number) =>
  x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const whole = (x: number) => fixed(x, 0);

/** A Markdown table padded as the other documents' are: the first `textColumns` left, figures right. */
function table(header: string[], rows: string[][], textColumns = 1): string {
  const widths = header.map((_, i) => Math.max(3, ...[header, ...rows].map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i < textColumns ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

export function runTable(r: SizingResults): string {
  const loads = (l: number[]) => l.map((x) => x.toFixed(1)).join(" / ");
  return table(
    ["run", "value"],
    [
      ["date", r.date.slice(0, 16).replace("T", " ") + " UTC"],
      ["command", `\`${r.command}\``],
      [
        "machine",
        `${r.machine.cpus} vCPUs (${r.machine.model}), ${whole(r.machine.memoryGb)} GB, Linux ${r.machine.kernel}`,
      ],
      ["server", `one worker (\`WEB_CONCURRENCY=1\`) on Node.js ${r.serverNode}, pool of ${r.poolMax} connections`],
      [
        "database",
        `${r.database.server}, ${r.database.private ? "a server of the run's own, default settings" : "a shared server"}, on the same machine`,
      ],
      [
        "load",
        `${r.connections} connections (sign-in + consent: ${r.signInConnections ?? r.connections}), ${r.warmupSeconds} s warm-up, then ${r.rows[0]?.seconds ?? 0} s measured per workload`,
      ],
      [
        "load average",
        `${loads(r.machine.loadAverageAtStart)} at the start, ${loads(r.machine.loadAverageAtEnd)} at the end`,
      ],
    ],
    2,
  );
}

export function measuredTable(r: SizingResults): string {
  return table(
    [
      "workload",
      "op/s (one worker)",
      "p50 / p99 ms per request",
      "Node ms/op",
      "PostgreSQL ms/op (backends / server)",
      "RSS peak / settled MB",
      "failures",
    ],
    r.rows.map((row) => [
      label(row.workload),
      whole(row.operationsPerSecond),
      `${whole(row.p50)} / ${whole(row.p99)}`,
      fixed(row.serverCpuMs, 2),
      `${fixed(row.databaseBackendsCpuMs, 2)} / ${row.databaseServerCpuMs === undefined ? "-" : fixed(row.databaseServerCpuMs, 2)}`,
      `${whole(row.rssPeakMb)} / ${whole(row.rssSettledMb)}`,
      whole(row.failures),
    ]),
  );
}

export function writesTable(r: SizingResults): string {
  return table(
    [
      "workload (per operation)",
      "commits",
      "rows ins / upd / del",
      "WAL records (full pages)",
      "WAL bytes",
      "WAL flushes",
      "pages written",
    ],
    r.rows.map(({ workload, activity: a }) => [
      label(workload),
      fixed(a.commits, 2),
      `${fixed(a.rowsInserted, 2)} / ${fixed(a.rowsUpdated, 2)} / ${fixed(a.rowsDeleted, 2)}`,
      `${fixed(a.walRecords, 1)} (${fixed(a.walFullPageImages, 2)})`,
      whole(a.walBytes),
      fixed(a.walSyncs, 2),
      fixed(a.pagesWritten, 2),
    ]),
  );
}

export function computedTable(r: SizingResults): string {
  return table(
    [
      "per 100 op/s",
      "op/s per server core",
      "server cores",
      "database vCPU",
      "commits/s",
      "WAL records/s",
      "WAL MB/s",
      "write IOPS",
    ],
    r.rows.map((row) => {
      const h = perHundred(row);
      return [
        label(row.workload),
        whole(h.perServerCore),
        fixed(h.serverCores, 2),
        fixed(h.databaseVcpu, 2),
        whole(h.commits),
        whole(h.walRecords),
        fixed(h.walMb, 2),
        whole(h.writeIops),
      ];
    }),
  );
}

/** The worked example's peak: operations a second of each workload. */
export const EXAMPLE_PEAK: Record<string, number> = { [REFRESH]: 300, [ME]: 1000, [SIGN_IN]: 20, [EXCHANGE]: 20 };
/** Busy share a machine is sized for at the peak: room for spikes, collection pauses and a lost instance's share. */
export const TARGET_UTILISATION = 0.6;
export const CORES_PER_INSTANCE = 2;
/** Connections kept for administration and migrations: PostgreSQL's 3 for superusers, and a few more. */
export const RESERVED_CONNECTIONS = 10;

export type Example = {
  lines: {
    workload: string;
    perSecond: number;
    serverCores: number;
    databaseVcpu: number;
    walMb: number;
    writeIops: number;
  }[];
  serverCores: number;
  databaseVcpu: number;
  walMb: number;
  writeIops: number;
  /** Instances of CORES_PER_INSTANCE cores at TARGET_UTILISATION, plus one to lose. */
  instances: number;
  databaseCores: number;
  connections: number;
};

export function workedExample(r: SizingResults, peak = EXAMPLE_PEAK): Example {
  const lines = Object.entries(peak).flatMap(([workload, perSecond]) => {
    const row = r.rows.find((x) => x.workload === workload);
    if (!row) return [];
    const h = perHundred(row);
    const scale = perSecond / 100;
    return [
      {
        workload,
        perSecond,
        serverCores: h.serverCores * scale,
        databaseVcpu: h.databaseVcpu * scale,
        walMb: h.walMb * scale,
        writeIops: h.writeIops * scale,
      },
    ];
  });
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const serverCores = sum((l) => l.serverCores);
  const instances = Math.ceil(serverCores / TARGET_UTILISATION / CORES_PER_INSTANCE) + 1;
  const databaseVcpu = sum((l) => l.databaseVcpu);
  return {
    lines,
    serverCores,
    databaseVcpu,
    walMb: sum((l) => l.walMb),
    writeIops: sum((l) => l.writeIops),
    instances,
    databaseCores: Math.ceil(databaseVcpu / TARGET_UTILISATION),
    connections: instances * CORES_PER_INSTANCE * r.poolMax,
  };
}

export function exampleTable(r: SizingResults): string {
  const e = workedExample(r);
  const rows = e.lines.map((l) => [
    label(l.workload),
    whole(l.perSecond),
    fixed(l.serverCores, 2),
    fixed(l.databaseVcpu, 2),
    fixed(l.walMb, 2),
    whole(l.writeIops),
  ]);
  rows.push([
    "**total**",
    whole(e.lines.reduce((s, l) => s + l.perSecond, 0)),
    fixed(e.serverCores, 2),
    fixed(e.databaseVcpu, 2),
    fixed(e.walMb, 2),
    whole(e.writeIops),
  ]);
  const sizing = [
    `**${e.instances} instances** of ${CORES_PER_INSTANCE} cores (${fixed(e.serverCores, 2)} cores busy at the peak, at most ${whole(TARGET_UTILISATION * 100)} % of each, plus one to lose)`,
    `a **${e.databaseCores}-vCPU** PostgreSQL primary (${fixed(e.databaseVcpu, 2)} vCPU at the peak, at most ${whole(TARGET_UTILISATION * 100)} %) sustaining about **${whole(e.writeIops)} write IOPS** and ${fixed(e.walMb, 2)} MB/s of WAL`,
    `**${e.connections} connections** (${e.instances} instances x ${CORES_PER_INSTANCE} workers x pool ${r.poolMax}) against \`max_connections\` ${r.database.maxConnections}: ${e.connections + RESERVED_CONNECTIONS <= r.database.maxConnections ? "within it, with room for administration" : "past it, so through PgBouncer"}`,
  ];
  return `${table(["at the peak (computed)", "op/s", "server cores", "database vCPU", "WAL MB/s", "write IOPS"], rows)}\n\n${sizing.map((s) => `- ${s}`).join("\n")}`;
}

const SECTIONS: Record<string, (r: SizingResults) => string> = {
  run: runTable,
  measured: measuredTable,
  writes: writesTable,
  computed: computedTable,
  example: exampleTable,
};

/** The document with each `<!-- sizing:NAME -->` ... `<!-- /sizing:NAME -->` section rewritten from `results`. */
export function renderSizingDoc(doc: string, results: SizingResults): string {
  let out = doc;
  for (const [name, render] of Object.entries(SECTIONS)) {
    const open = `<!-- sizing:${name} -->`;
    const close = `<!-- /sizing:${name} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close);
    if (start === -1 || end < start) throw new Error(`the sizing guide has no ${open} ... ${close} section`);
    out = `${out.slice(0, start + open.length)}\n\n${render(results)}\n\n${out.slice(end)}`;
  }
  return out;
}
