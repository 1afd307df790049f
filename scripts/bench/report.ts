// The bench's table on the terminal and its JSON file in bench-results/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CpuPerRequest } from "./cpu-accounting";
import type { LoadResult } from "./load";

export type Row = LoadResult & Partial<CpuPerRequest> & { workload: string; connections: number; ratio: number };

export function printTable(rows: Row[]) {
  console.log(
    `\n${"workload".padEnd(52)} conns    req/s  p50 ms  p99 ms  errors  non-2xx  ratio to static  CPU ms/req: server  database`,
  );
  for (const r of rows) {
    const bad = r.errors + r.timeouts + r.non2xx > 0 ? "  <-- FAILURES" : "";
    console.log(
      `${r.workload.padEnd(52)} ${String(r.connections).padStart(5)} ${r.reqPerSec.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors + r.timeouts).padStart(7)} ${String(r.non2xx).padStart(8)} ${r.ratio.toFixed(2).padStart(16)} ${cpuCell(r.serverCpuMs, 20)} ${cpuCell(r.databaseCpuMs, 9)}${bad}`,
    );
  }
}

const cpuCell = (ms: number | undefined, width: number) => (ms === undefined ? "-" : ms.toFixed(2)).padStart(width);

export function writeResults(results: object): string {
  mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `bench-${new Date().toISOString().replaceAll(":", "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
