// The sizing run's results (scripts/bench/sizing.ts) as the tables of docs/operations/sizing.md:
// what was measured, what follows per 100 operations a second, and the worked example. Each table
// is written between a pair of markers in the document, so the prose around it stays as written.
import { exampleTable } from "./sizing-example";
import { type SizingResults, fixed, label, perHundred, table, whole } from "./sizing-rows";

export * from "./sizing-example";
export * from "./sizing-rows";

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
