// What each workload's request costs above its own floor's, from the servers' CPU profiles, in
// milliseconds of the main thread's CPU per request, by kind of work. The bench records when each
// run's load began and ended on the monotonic clock V8's profiles share (report.ts: `window`), so
// each profile is cut to each run exactly and divided by the requests the run answered.
// Usage: npx tsx scripts/bench/cpu-profile-per-request.ts bench-results/bench-<date>.json <profile dir>
// The profiles come from a bench run with BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FloorRatio } from "./floor-ratios";
import type { Measurement } from "./report";

type CallFrame = { functionName: string; url: string };
export type CpuProfile = {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** Kinds of work, first match wins; a sample is charged to its innermost frame's kind (self time). */
export const KINDS: ReadonlyArray<readonly [string, (f: CallFrame) => boolean]> = [
  ["garbage collector", (f) => f.functionName === "(garbage collector)"],
  // A write to a loopback socket also delivers it to the reader, in the writer's system call.
  [
    "socket writes",
    (f) => f.url === "" && /^write(v|Utf8String|Buffer|Latin1String|AsciiString|Ucs2String)$/.test(f.functionName),
  ],
  ["crypto (signatures, hashes)", (f) => f.url.startsWith("node:internal/crypto")],
  ["Prisma", (f) => /@prisma\/|prisma\/client|lib\/db\/generated|query_compiler/.test(f.url)],
  ["pg (the driver)", (f) => /node_modules\/(pg|pg-pool|pg-protocol|pg-types|postgres-[a-z]+)\//.test(f.url)],
  ["Next.js", (f) => /node_modules\/next\/|\.next[^/]*\/server\/chunks\/.*node_modules_next/.test(f.url)],
  ["the app's bundle", (f) => /\.next[^/]*\/server\//.test(f.url) && !/\[turbopack\]_runtime/.test(f.url)],
  ["other packages, Turbopack's runtime", (f) => /node_modules\/|\[turbopack\]_runtime/.test(f.url)],
  [
    "Node.js (http, streams, promises)",
    (f) => f.url.startsWith("node:") || (f.url === "" && !f.functionName.startsWith("(")),
  ],
  ["V8 and native, other", () => true],
];

const IDLE = new Set(["(idle)", "(root)"]);

/** Each node's kind (null: idle), worked out once per profile however many runs it is cut to. */
const kindsOf = new WeakMap<CpuProfile, Map<number, string | null>>();
function kindOfNodes(profile: CpuProfile): Map<number, string | null> {
  let kinds = kindsOf.get(profile);
  if (kinds === undefined) {
    kinds = new Map(
      profile.nodes.map((node) => [
        node.id,
        IDLE.has(node.callFrame.functionName) ? null : KINDS.find(([, is]) => is(node.callFrame))![0],
      ]),
    );
    kindsOf.set(profile, kinds);
  }
  return kinds;
}

/** Busy microseconds of each kind between two instants of the monotonic clock. */
export function busyByKind(profile: CpuProfile, fromUs: number, toUs: number): Map<string, number> {
  const kindOf = kindOfNodes(profile);
  const busy = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    const kind = kindOf.get(id);
    if (t < fromUs || t > toUs || !kind) return;
    busy.set(kind, (busy.get(kind) ?? 0) + delta);
  });
  return busy;
}

const total = (busy: Map<string, number>) => [...busy.values()].reduce((a, b) => a + b, 0);

/**
 * Milliseconds per request of each kind over a workload's runs: the processes busy for at least a
 * tenth of a run are its servers (the others idle beside it), summed, over the requests answered.
 */
export function perRequest(profiles: CpuProfile[], runs: Measurement[]): Map<string, number> {
  const sum = new Map<string, number>();
  let requests = 0;
  for (const run of runs) {
    if (!run.window) continue;
    const { fromUs, toUs } = run.window;
    requests += run.total;
    for (const profile of profiles) {
      const busy = busyByKind(profile, fromUs, toUs);
      if (total(busy) < 0.1 * (toUs - fromUs)) continue;
      for (const [kind, us] of busy) sum.set(kind, (sum.get(kind) ?? 0) + us);
    }
  }
  return new Map([...sum].map(([kind, us]) => [kind, requests === 0 ? Number.NaN : us / 1000 / requests]));
}

/** One table per workload: its floor's, ours and the difference, ms per request by kind. */
export function perRequestReport(
  profiles: CpuProfile[],
  measurements: Measurement[],
  pairs: Array<Pick<FloorRatio, "workload" | "floor" | "connections">>,
): string {
  const runsOf = (name: string, connections: number) =>
    measurements.filter((m) => m.round > 0 && m.workload === name && m.connections === connections && !m.pairedWith);
  const ms = (value: number | undefined) => (value ?? 0).toFixed(3).padStart(7);
  const lines: string[] = [];
  for (const { workload, floor, connections } of pairs) {
    const ours = perRequest(profiles, runsOf(workload, connections));
    const its = perRequest(profiles, runsOf(floor, connections));
    lines.push(
      `${workload} @${connections}, ms of the main thread per request:`,
      `  ${"".padEnd(38)}  floor     ours    extra`,
    );
    for (const [kind] of KINDS) {
      if (!ours.has(kind) && !its.has(kind)) continue;
      const extra = (ours.get(kind) ?? 0) - (its.get(kind) ?? 0);
      lines.push(
        `  ${kind.padEnd(38)}${ms(its.get(kind))}  ${ms(ours.get(kind))}  ${extra >= 0 ? "+" : "-"}${ms(Math.abs(extra)).trim()}`,
      );
    }
    const [a, b] = [total(its), total(ours)];
    lines.push(`  ${"all".padEnd(38)}${ms(a)}  ${ms(b)}  ${b >= a ? "+" : "-"}${ms(Math.abs(b - a)).trim()}`, "");
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [resultsFile, profileDir] = process.argv.slice(2);
  if (!resultsFile || !profileDir) {
    console.error(
      "usage: npx tsx scripts/bench/cpu-profile-per-request.ts bench-results/bench-<date>.json <profile dir>",
    );
    process.exit(2);
  }
  const results = JSON.parse(readFileSync(resultsFile, "utf8")) as {
    measurements: Measurement[];
    ownFloors: FloorRatio[];
  };
  const profiles = readdirSync(profileDir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => JSON.parse(readFileSync(path.join(profileDir, f), "utf8")) as CpuProfile);
  console.log(perRequestReport(profiles, results.measurements, results.ownFloors));
}
