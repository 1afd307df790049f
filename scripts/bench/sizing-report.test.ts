import { describe, expect, it } from "vitest";
import type { Counters } from "./database-activity";
import { SIGN_IN } from "./sign-in-consent";
import {
  computedTable,
  measuredTable,
  perHundred,
  renderSizingDoc,
  writesTable,
  type SizingResults,
  type SizingRow,
  workedExample,
} from "./sizing-report";
import { EXCHANGE, ME, REFRESH } from "./workloads";

const activity = (more: Partial<Counters> = {}): Counters => ({
  commits: 1,
  rowsInserted: 0,
  rowsUpdated: 1,
  rowsDeleted: 0,
  walRecords: 4,
  walFullPageImages: 0.1,
  walBytes: 2500,
  walWrites: 0.5,
  walSyncs: 0.4,
  pagesWritten: 0.1,
  ...more,
});

function row(workload: string, more: Partial<SizingRow> = {}): SizingRow {
  return {
    workload,
    requestsPerOperation: 1,
    seconds: 30,
    operations: 9000,
    operationsPerSecond: 300,
    p50: 150,
    p99: 400,
    failures: 0,
    serverCpuMs: 2.5,
    databaseBackendsCpuMs: 0.6,
    databaseServerCpuMs: 0.8,
    activity: activity(),
    rssPeakMb: 310.4,
    rssSettledMb: 280.6,
    connectionsHeld: 10,
    loadAverage: 2,
    ...more,
  };
}

const results = (rows: SizingRow[]): SizingResults => ({
  date: "2026-11-28T14:00:00.000Z",
  command: "npm run bench:sizing",
  machine: {
    cpus: 2,
    model: "AMD EPYC",
    memoryGb: 8,
    kernel: "6.1",
    loadAverageAtStart: [1, 1, 1],
    loadAverageAtEnd: [2, 2, 2],
  },
  serverNode: "v24.11.0",
  database: { server: "PostgreSQL 15.20", private: true, pagesSource: "pg_stat_bgwriter", maxConnections: 100 },
  connections: 50,
  warmupSeconds: 5,
  rssAfterStartMb: 200,
  poolMax: 10,
  rows,
});

/** A table's text with its padding collapsed. */
const squashed = (text: string) => text.replace(/ {2,}/g, " ");

describe("sizing report: per 100 operations a second, from the measured figures per operation", () => {
  it("turns CPU per operation into cores and vCPU, and writes per operation into rates", () => {
    const h = perHundred(row(REFRESH));
    expect(h.serverCores).toBeCloseTo(0.25); // 100 x 2.5 ms = 250 ms of CPU a second
    expect(h.perServerCore).toBeCloseTo(400); // 1000 ms / 2.5 ms
    expect(h.databaseVcpu).toBeCloseTo(0.08); // the whole server's 0.8 ms, not the backends' 0.6
    expect(h.commits).toBeCloseTo(100);
    expect(h.walRecords).toBeCloseTo(400);
    expect(h.walMb).toBeCloseTo(0.25); // 100 x 2,500 bytes
    expect(h.writeIops).toBeCloseTo(50); // 100 x (0.4 WAL flushes + 0.1 pages)
  });

  it("takes the backends' CPU when the server's background work was not the run's alone", () => {
    expect(perHundred(row(ME, { databaseServerCpuMs: undefined })).databaseVcpu).toBeCloseTo(0.06);
  });

  it("prints a row per workload with the figures rounded for reading", () => {
    const r = results([
      row(REFRESH),
      row(SIGN_IN, { requestsPerOperation: 6, operationsPerSecond: 12.4, serverCpuMs: 80 }),
    ]);
    expect(squashed(measuredTable(r))).toContain("| refresh | 300 | 150 / 400 | 2.50 | 0.60 / 0.80 | 310 / 281 | 0 |");
    expect(squashed(writesTable(r))).toContain(
      "| refresh | 1.00 | 0.00 / 1.00 / 0.00 | 4.0 (0.10) | 2,500 | 0.40 | 0.10 |",
    );
    const computed = squashed(computedTable(r)).split("\n");
    expect(computed[2]).toBe("| refresh | 400 | 0.25 | 0.08 | 100 | 400 | 0.25 | 50 |");
    expect(computed[3]).toBe("| sign-in + consent (6 requests) | 13 | 8.00 | 0.08 | 100 | 400 | 0.25 | 50 |");
  });
});

describe("sizing report: the worked example", () => {
  it("adds up each workload's share of the peak, then sizes for 60 % busy plus one instance to lose", () => {
    const r = results([
      row(REFRESH), // 300/s: 0.75 cores
      row(ME, { serverCpuMs: 2, databaseServerCpuMs: 0.3 }), // 1,000/s: 2 cores
      row(SIGN_IN, { serverCpuMs: 100, databaseServerCpuMs: 5 }), // 20/s: 2 cores
      row(EXCHANGE, { serverCpuMs: 5 }), // 20/s: 0.1 cores
    ]);
    const e = workedExample(r);
    expect(e.serverCores).toBeCloseTo(4.85);
    // 4.85 / 0.6 = 8.1 cores: five instances of two, and a sixth to lose.
    expect(e.instances).toBe(6);
    expect(e.databaseVcpu).toBeCloseTo(0.24 + 0.3 + 0.1 + 0.016);
    expect(e.databaseCores).toBe(2);
    expect(e.connections).toBe(6 * 2 * 10);
  });

  it("leaves out a workload the run did not measure", () => {
    expect(workedExample(results([row(REFRESH)])).lines.map((l) => l.workload)).toEqual([REFRESH]);
  });
});

describe("sizing report: the guide's sections", () => {
  const doc = [
    "# Sizing",
    "prose stays",
    "<!-- sizing:run -->",
    "old",
    "<!-- /sizing:run -->",
    ...["measured", "writes", "computed", "example"].flatMap((n) => [`<!-- sizing:${n} -->`, `<!-- /sizing:${n} -->`]),
    "more prose",
  ].join("\n");

  it("rewrites each section between its markers and keeps the prose", () => {
    const out = renderSizingDoc(doc, results([row(REFRESH)]));
    expect(out).not.toContain("old");
    expect(out).toContain("prose stays");
    expect(out.endsWith("more prose")).toBe(true);
    expect(squashed(out)).toContain("| load average | 1.0 / 1.0 / 1.0 at the start, 2.0 / 2.0 / 2.0 at the end |");
    // Rendering twice changes nothing: the markers stay where they were.
    expect(renderSizingDoc(out, results([row(REFRESH)]))).toBe(out);
  });

  it("refuses a guide without a section rather than writing half of it", () => {
    expect(() => renderSizingDoc("# Sizing\n<!-- sizing:run --><!-- /sizing:run -->", results([]))).toThrow(
      /sizing:measured/,
    );
  });
});
