// The bench's table on the terminal, the ratios its targets are stated in, and its JSON file in
// bench-results/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CpuPerRequest } from "./cpu-accounting";
import type { LoadResult } from "./load";
import { PEER_REFRESH, PEER_USERINFO } from "./peer-workloads";
import { BOOKINGS, EXCHANGE, HEALTHZ, INTROSPECTION, ME, REFRESH, THROUGH_POOLER } from "./workloads";

/** One run of one workload (one round). */
export type Measurement = LoadResult &
  Partial<CpuPerRequest> & {
    round: number;
    workload: string;
    target: "app" | "floor" | "peer" | "pooled" | "growth";
    connections: number;
    /** A run of the floor made right before this workload's run of the same round (referenceRunsOf). */
    pairedWith?: string;
    /**
     * When the run's load began and ended, in microseconds of the machine's monotonic clock, which
     * V8's CPU profiles share: cpu-profile-per-request.ts cuts each server's profile to the run.
     */
    window?: RunWindow;
  };

export type RunWindow = { fromUs: number; toUs: number };

/** A workload's rounds together, against its reference at the same connections (referenceRunsOf). */
export type Row = Omit<Measurement, "reqPerSec" | "round"> & {
  reqPerSec: number;
  rounds: number;
  /** req/s over the reference's. */
  ratio: number;
  /**
   * Each round's req/s over its reference's in that round, in round order: how far one round's ratio
   * strays from the run's tells whether a figure near its target is above or below it by more
   * than the machine's noise.
   */
  roundRatios: number[];
  /** p99 over the reference's p99. */
  p99Ratio: number;
  /**
   * The reference's CPU per request (Node and PostgreSQL) over this workload's: the throughput ratio a
   * machine doing nothing else would show when CPU bound. On a shared machine it moves far less
   * than req/s, whose ratio also depends on when each run met the neighbours' load.
   */
  cpuRatio: number;
};

const key = (connections: number, workload: string) => `${connections}\u0000${workload}`;

/** Each round's req/s over its reference's req/s in the same round, in round order. */
function roundRatios(runs: Measurement[], referenceRuns: Measurement[]): number[] {
  return [...runs]
    .sort((a, b) => a.round - b.round)
    .map((m) => {
      const reference = referenceRuns.find((f) => f.round === m.round);
      return reference && reference.reqPerSec > 0 ? m.reqPerSec / reference.reqPerSec : Number.NaN;
    });
}

type Merged = Omit<Row, "ratio" | "roundRatios" | "p99Ratio" | "cpuRatio">;

/** Runs of one workload together: requests over time, CPU weighted by requests, percentiles averaged. */
function mergeRuns(runs: Measurement[]): Merged {
  const total = runs.reduce((s, r) => s + r.total, 0);
  const time = runs.reduce((s, r) => s + (r.reqPerSec > 0 ? r.total / r.reqPerSec : 0), 0);
  const mean = (f: (r: Measurement) => number) => runs.reduce((s, r) => s + f(r), 0) / runs.length;
  const weighted = (f: (r: Measurement) => number | undefined) =>
    runs.every((r) => f(r) !== undefined) && total > 0
      ? runs.reduce((s, r) => s + f(r)! * r.total, 0) / total
      : undefined;
  const first = runs[0]!;
  return {
    workload: first.workload,
    target: first.target,
    connections: first.connections,
    rounds: runs.length,
    total,
    reqPerSec: time > 0 ? total / time : 0,
    p50: Math.round(mean((r) => r.p50)),
    p99: Math.round(mean((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    timeouts: runs.reduce((s, r) => s + r.timeouts, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    serverCpuMs: weighted((r) => r.serverCpuMs),
    databaseCpuMs: weighted((r) => r.databaseCpuMs),
    loadGeneratorCpuMs: weighted((r) => r.loadGeneratorCpuMs),
  };
}

/**
 * A workload's reference in each round: the floor's run made right before it (pairedWith), unless
 * that run served under two thirds of the median floor run's req/s; then the round's first floor
 * run. The floor run paired with the exchange, after its server had idled the minute the codes
 * took to mint, served half its usual req/s at twice its CPU per request: a floor slowed by what
 * came before it would flatter the workload. (Taking the faster of the two runs instead reads
 * every ratio low on a noisy machine: the faster of two noisy runs is faster than the floor is.)
 */
function referenceRunsOf(workload: Measurement[], floorRuns: Measurement[]): Measurement[] {
  const speeds = floorRuns.map((f) => f.reqPerSec).sort((a, b) => a - b);
  const median = speeds.length > 0 ? speeds[Math.floor(speeds.length / 2)]! : 0;
  return workload.flatMap((m) => {
    const inRound = floorRuns.filter((f) => f.round === m.round);
    const paired = inRound.find((f) => f.pairedWith === m.workload);
    const first = inRound.find((f) => f.pairedWith === undefined);
    const reference = paired && paired.reqPerSec >= (median * 2) / 3 ? paired : (first ?? paired);
    return reference ? [reference] : [];
  });
}

/**
 * One row per workload and connection level, with its ratios to its reference (referenceRunsOf).
 * The floor's own row merges all its runs.
 */
export function rowsOf(measurements: Measurement[], floorName: string): Row[] {
  const groups = new Map<string, Measurement[]>();
  for (const m of measurements) {
    const k = key(m.connections, m.workload);
    groups.set(k, [...(groups.get(k) ?? []), m]);
  }
  const cpu = (x?: { serverCpuMs?: number; databaseCpuMs?: number }) =>
    x?.serverCpuMs === undefined ? Number.NaN : x.serverCpuMs + (x.databaseCpuMs ?? 0);
  return [...groups.values()].map((runs) => {
    const r = mergeRuns(runs);
    const floorRuns = groups.get(key(r.connections, floorName)) ?? [];
    const referenceRuns = r.workload === floorName ? runs : referenceRunsOf(runs, floorRuns);
    const reference = referenceRuns.length > 0 ? mergeRuns(referenceRuns) : undefined;
    return {
      ...r,
      cpuRatio: cpu(reference) / cpu(r),
      ratio: reference && reference.reqPerSec > 0 ? r.reqPerSec / reference.reqPerSec : Number.NaN,
      roundRatios: r.workload === floorName ? [] : roundRatios(runs, referenceRuns),
      p99Ratio: reference && reference.p99 > 0 ? r.p99 / reference.p99 : Number.NaN,
    };
  });
}

export function printTable(rows: Row[]) {
  console.log(
    `\n${"workload".padEnd(60)} conns    req/s  p50 ms  p99 ms  errors  non-2xx  x floor  p99 x floor  CPU x floor  CPU ms/req: Node  PostgreSQL`,
  );
  for (const r of rows) {
    const bad = r.errors + r.timeouts + r.non2xx > 0 ? "  <-- FAILURES" : "";
    console.log(
      `${r.workload.padEnd(60)} ${String(r.connections).padStart(5)} ${r.reqPerSec.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors + r.timeouts).padStart(7)} ${String(r.non2xx).padStart(8)} ${r.ratio.toFixed(2).padStart(8)} ${r.p99Ratio.toFixed(2).padStart(12)} ${r.cpuRatio.toFixed(2).padStart(12)} ${cpuCell(r.serverCpuMs, 17)} ${cpuCell(r.databaseCpuMs, 11)}${bad}`,
    );
  }
}

const cpuCell = (ms: number | undefined, width: number) => (ms === undefined ? "-" : ms.toFixed(2)).padStart(width);

/** A target of the performance work, checked against one row's ratios (same run, same connections). */
type Target = { workload: string; minRatio?: number; maxP99Ratio?: number };
const TARGETS: Target[] = [
  { workload: HEALTHZ, minRatio: 0.8 },
  { workload: ME, minRatio: 0.5, maxP99Ratio: 1.5 },
  { workload: REFRESH, minRatio: 0.35, maxP99Ratio: 2 },
  { workload: EXCHANGE, minRatio: 0.3 },
  { workload: INTROSPECTION, minRatio: 0.3 },
  { workload: BOOKINGS, minRatio: 0.3 },
];

export type Summary = {
  connections: number;
  targets: {
    workload: string;
    ratio: number;
    /** Each round's ratio, so a verdict near the target can be read against the rounds' spread. */
    roundRatios: number[];
    p99Ratio: number;
    cpuRatio: number;
    met: boolean;
  }[];
  /** Ours over the peer's req/s: refresh, and /v2/me against the peer's userinfo. */
  oursOverPeer: { refresh?: number; meOverUserinfo?: number };
  /** Through PgBouncer (unnamed statements) over direct (named), req/s and CPU per request. */
  pooledOverDirect: { refresh?: number; me?: number; refreshCpu?: number; meCpu?: number };
};

/** Prints, per connection level, each target's ratio and whether it holds, and ours against the peer. */
export function printSummary(rows: Row[]): Summary[] {
  const out: Summary[] = [];
  for (const connections of [...new Set(rows.map((r) => r.connections))]) {
    const find = (name: string) => rows.find((r) => r.connections === connections && r.workload === name);
    const targets = TARGETS.flatMap((t) => {
      const r = find(t.workload);
      if (!r) return [];
      const met =
        (t.minRatio === undefined || r.ratio >= t.minRatio) &&
        (t.maxP99Ratio === undefined || r.p99Ratio <= t.maxP99Ratio);
      return [
        {
          workload: t.workload,
          ratio: r.ratio,
          roundRatios: r.roundRatios,
          p99Ratio: r.p99Ratio,
          cpuRatio: r.cpuRatio,
          met,
          target: t,
        },
      ];
    });
    const over = (ours?: Row, peer?: Row) => (ours && peer ? ours.reqPerSec / peer.reqPerSec : undefined);
    const oursOverPeer = {
      refresh: over(find(REFRESH), find(PEER_REFRESH)),
      meOverUserinfo: over(find(ME), find(PEER_USERINFO)),
    };
    const cpuOf = (r?: Row) => (r?.serverCpuMs === undefined ? undefined : r.serverCpuMs + (r.databaseCpuMs ?? 0));
    const cpuOver = (pooled?: Row, direct?: Row) => {
      const [p, d] = [cpuOf(pooled), cpuOf(direct)];
      return p !== undefined && d ? p / d : undefined;
    };
    const pooledOverDirect = {
      refresh: over(find(`${REFRESH}${THROUGH_POOLER}`), find(REFRESH)),
      me: over(find(`${ME}${THROUGH_POOLER}`), find(ME)),
      refreshCpu: cpuOver(find(`${REFRESH}${THROUGH_POOLER}`), find(REFRESH)),
      meCpu: cpuOver(find(`${ME}${THROUGH_POOLER}`), find(ME)),
    };
    console.log(`\n@${connections} connections, against the bare Next.js route handler of the same run:`);
    for (const t of targets) {
      const wanted = [
        t.target.minRatio !== undefined ? `req/s >= ${t.target.minRatio}` : "",
        t.target.maxP99Ratio !== undefined ? `p99 <= ${t.target.maxP99Ratio}x` : "",
      ]
        .filter(Boolean)
        .join(", ");
      console.log(
        `  ${t.workload.padEnd(46)} ${t.ratio.toFixed(2)}${roundSpread(t.roundRatios, t.target.minRatio)}  p99 ${t.p99Ratio.toFixed(2)}x  (target ${wanted}) ${t.met ? "met" : "NOT MET"}; CPU ratio ${t.cpuRatio.toFixed(2)}`,
      );
    }
    const f = (x?: number) => (x === undefined ? "-" : x.toFixed(2));
    console.log(
      `  ours / node-oidc-provider: refresh ${f(oursOverPeer.refresh)}, /v2/me over its userinfo ${f(oursOverPeer.meOverUserinfo)}`,
    );
    if (pooledOverDirect.refresh !== undefined || pooledOverDirect.me !== undefined)
      console.log(
        `  through PgBouncer / direct: refresh ${f(pooledOverDirect.refresh)} (CPU per request ${f(pooledOverDirect.refreshCpu)}), /v2/me ${f(pooledOverDirect.me)} (CPU ${f(pooledOverDirect.meCpu)})`,
      );
    out.push({ connections, targets: targets.map(({ target: _, ...t }) => t), oursOverPeer, pooledOverDirect });
  }
  return out;
}

/**
 * " (rounds 0.33-0.39, 2 of 3 >= 0.35)": the lowest and highest round's ratio and how many rounds
 * reached the target; nothing for a single round.
 */
export function roundSpread(ratios: number[], minRatio?: number): string {
  const known = ratios.filter((r) => Number.isFinite(r));
  if (known.length < 2) return "";
  const range = `${Math.min(...known).toFixed(2)}-${Math.max(...known).toFixed(2)}`;
  if (minRatio === undefined) return ` (rounds ${range})`;
  const reached = known.filter((r) => r >= minRatio).length;
  return ` (rounds ${range}, ${reached} of ${known.length} >= ${minRatio})`;
}

export function writeResults(results: object, prefix = "bench"): string {
  mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `${prefix}-${new Date().toISOString().replaceAll(":", "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

export type SlotRatios = {
  connections: number;
  /** Baseline req/s over the workload's: what one query costs against the baseline's. */
  worstCost?: number;
  widestCost?: number;
  /** Server CPU per request against the baseline's, where /proc gives it. */
  worstCpu?: number;
  widestCpu?: number;
  /** p99 of /healthz beside four worst queries over its idle p99. */
  floorP99?: number;
};

/**
 * The slot workloads against the baseline of the same run and connections (targets: a worst query
 * at most ~3.3 times the baseline's cost, /healthz p99 at most twice its idle p99), printed and returned.
 */
export function slotRatios(
  rows: Row[],
  names: { baseline: string; worst: string; widest: string; floorBeside: string },
): SlotRatios[] {
  const out: SlotRatios[] = [];
  for (const connections of [...new Set(rows.map((r) => r.connections))]) {
    const find = (name: string) => rows.find((r) => r.connections === connections && r.workload === name);
    const base = find(names.baseline);
    const worst = find(names.worst);
    const widest = find(names.widest);
    const floor = find(HEALTHZ);
    const beside = find(names.floorBeside);
    if (!base) continue;
    const cost = (r?: Row) => (r ? base.reqPerSec / r.reqPerSec : undefined);
    const cpu = (r?: Row) => (base.serverCpuMs && r?.serverCpuMs ? r.serverCpuMs / base.serverCpuMs : undefined);
    out.push({
      connections,
      worstCost: cost(worst),
      widestCost: cost(widest),
      worstCpu: cpu(worst),
      widestCpu: cpu(widest),
      floorP99: floor && beside && floor.p99 > 0 ? beside.p99 / floor.p99 : undefined,
    });
  }
  if (out.length === 0) return out;
  const f = (x?: number) => (x === undefined ? "-" : `${x.toFixed(2)}x`);
  console.log("\nslots against the baseline (targets: cost <= 3.3x, /healthz p99 beside worst queries <= 2x idle)");
  for (const r of out)
    console.log(
      `@${r.connections}: worst 31 days cost ${f(r.worstCost)} (CPU ${f(r.worstCpu)}), widest answer cost ${f(r.widestCost)} (CPU ${f(r.widestCpu)}), /healthz p99 ${f(r.floorP99)}`,
    );
  return out;
}
