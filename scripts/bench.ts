// `npm run bench`: the production build over loopback under closed-loop load (autocannon), on a
// throw-away PostgreSQL database (BENCH_DATABASE_URL names the server, default the local one) or,
// with --embedded, on the embedded database. Beside it, in the same run and with the same worker
// count: the framework's floor (a bare Next.js app with one route handler answering what /healthz
// answers) and a peer (node-oidc-provider on the same PostgreSQL). Workloads are interleaved in
// rounds (--rounds, default 3 of 6 s each), and each workload's run follows a run of the floor of
// half its length: every ratio is taken against that run (report.ts: unless something before it
// slowed it), so a machine whose speed drifts within a round slows both sides alike.
// The ratios are the only figures comparable between runs. On PostgreSQL, with pgbouncer installed,
// a second instance of the service on the same database behind PgBouncer (transaction pooling,
// unnamed statements) runs /v2/me and the refresh again: those rows "(through PgBouncer)" against
// the direct ones (named statements) are what the pooler costs.
// After the rounds: the tail (tail.ts: each workload at half its measured maximum, offered at a fixed
// rate; --no-tail skips it) and the cold start (cold-start.ts: the first requests after --idle N
// seconds, default 120; --no-cold-start skips it). On PostgreSQL, a second instance on a database
// grown to 100,000 grants runs /v2/me, the refresh and the exchange beside the first (growth.ts;
// --no-growth skips it).
// Options: --quick (one round of 3 s), --seconds N, --rounds N, --connections 20,50 (default 50),
// --only <text>[,<text>], --slots (the slot workloads too), --no-pooler (no rows through PgBouncer).
// Writes the results as JSON to bench-results/ and exits non-zero when any request failed.
import { cpus, loadavg } from "node:os";
import { startBareNext } from "./bench/bare-next-floor";
import { BENCH_PORT, startBenchServer } from "./bench/bench-server";
import { type ChildServer, serverNodeVersion } from "./bench/child-server";
import { type CpuPerRequest, type CpuSample, cpuPerRequest, cpuSampler } from "./bench/cpu-accounting";
import { type LoadResult, runLoad } from "./bench/load";
import { runPaced } from "./bench/paced-load";
import {
  FLOOR_REQUEST,
  FLOOR_WORKLOAD,
  POST_FLOOR_WORKLOAD,
  floorWorkload,
  peerWorkloads,
  postFloorWorkload,
} from "./bench/peer-workloads";
import { floorRatios, printFloorRatios } from "./bench/floor-ratios";
import { FLOOR_OF, prepareFloors, withFloors } from "./bench/floors";
import { type ColdStart, measureColdStart, printColdStart } from "./bench/cold-start";
import {
  GROWN,
  GROWTH_WORKLOADS,
  type Growth,
  type SameRateRun,
  growthRatios,
  grownWorkloads,
  printGrowth,
  sameRate,
  startGrowthServer,
  withGrowth,
} from "./bench/growth";
import { type Tail, halfOfMax, printTail, tailOf, tailTarget } from "./bench/tail";
import { startPeer } from "./bench/peer-server";
import { startPooledServer } from "./bench/pooled-server";
import { MAX_LIVE_GRANTS_PER_USER_AND_CLIENT } from "@/lib/oauth/token-grants/authorization-code-storage";
import { BENCH_PEOPLE, signInPeople } from "./bench/prepare-tokens";
import { waitForQuiet } from "./bench/quiet-machine";
import {
  type Measurement,
  type RunWindow,
  printSummary,
  printTable,
  rowsOf,
  slotRatios,
  writeResults,
} from "./bench/report";
import {
  BOOKINGS,
  EXCHANGE,
  INTROSPECTION,
  ME,
  REFRESH,
  SLOT_WORKLOADS,
  type Workload,
  pooledWorkloads,
  workloads,
} from "./bench/workloads";

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const embedded = process.argv.includes("--embedded");
// --slots: the slot workloads too (the worst schedules' cost against the baseline's), which are long.
const withSlots = process.argv.includes("--slots");
const slotNames: string[] = Object.values(SLOT_WORKLOADS);
const quick = process.argv.includes("--quick");
const seconds = Number(flag("--seconds") ?? (quick ? 3 : 6));
const rounds = Number(flag("--rounds") ?? (quick ? 1 : 3));
// --only <text>[,<text>]: only the workloads whose name contains one of the texts, and the floor
// (the ratios' reference).
const only = flag("--only")?.split(",");
const connectionLevels = (flag("--connections") ?? "50").split(",").map(Number);
const withTail = !process.argv.includes("--no-tail");
const withGrowthRuns = !process.argv.includes("--no-growth");
const idleSeconds = process.argv.includes("--no-cold-start") ? undefined : Number(flag("--idle") ?? 120);
// Enough codes for the exchange run to last about as long as the others: the rate of the run
// before it (chained refresh, a similar amount of work) times the duration.
let lastRate = 50;
const codeBudget = (connections: number, runSeconds: number) =>
  Math.max(connections * 4, Math.ceil(lastRate * runSeconds * 1.2));
// The same for the exchange's floor, from the run of the refresh's floor before it.
let lastFloorRate = 50;
const floorCodeBudget = (connections: number, runSeconds: number) =>
  Math.max(connections * 4, Math.ceil(lastFloorRate * runSeconds * 1.2));

/** The workloads whose tail is measured (tail.ts). */
const TAIL_WORKLOADS = [ME, REFRESH, EXCHANGE, INTROSPECTION, BOOKINGS];

// Each workload's own floor run, right before it: half a run, at least 2 s.
const pairedSeconds = Math.max(2, Math.round(seconds / 2));

/** Waits for the work of what ran before (minting, autovacuum, a server's garbage) to end. */
async function settle(before: string) {
  const { waitedMs, quiet } = await waitForQuiet({ threshold: 0.15, windowMs: 250, maxMs: 15_000 });
  if (!quiet) console.log(`the machine was still busy ${waitedMs / 1000} s before ${before}: measured anyway`);
}

/** One measured run: the load's result and the target's CPU per request over it. */
async function measure(
  target: { sample?: () => CpuSample },
  load: Omit<Parameters<typeof runLoad>[0], "seconds" | "amount">,
  seconds: number,
  amount?: number,
  background?: () => Promise<LoadResult>,
): Promise<LoadResult & Partial<CpuPerRequest> & { window: RunWindow }> {
  const cpuBefore = target.sample?.();
  const behind = background?.();
  const fromUs = monotonicMicroseconds();
  const result = await runLoad({ ...load, seconds, amount });
  const toUs = monotonicMicroseconds();
  const beside = await behind;
  if (beside) result.non2xx += beside.errors + beside.timeouts + beside.non2xx;
  const cpu = cpuBefore && target.sample ? cpuPerRequest(cpuBefore, target.sample(), result.total) : undefined;
  return { ...result, ...cpu, window: { fromUs, toUs } };
}

/** The clock V8's CPU profiles time their samples with (CLOCK_MONOTONIC, as process.hrtime). */
const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

// Other work on the machine changes every figure: the load average is recorded before and after.
const loadAtStart = loadavg();
const serverUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const server = await startBenchServer({ embedded, serverUrl });
const started: ChildServer[] = [server];
const measurements: Measurement[] = [];
const tails: Tail[] = [];
const sameRateRuns: SameRateRun[] = [];
let people: Awaited<ReturnType<typeof signInPeople>> = [];
/** Grants enough to sign in the demo user and every bench person. */
const EVERYONE = (BENCH_PEOPLE + 1) * MAX_LIVE_GRANTS_PER_USER_AND_CLIENT;
let coldStart: ColdStart[] = [];
// Each workload's own floor needs PostgreSQL (the service's database); on the embedded one only
// the framework's floors run.
const floors = server.databaseUrl ? await prepareFloors(server.databaseUrl, floorCodeBudget) : undefined;
try {
  const floor = await startBareNext({
    port: BENCH_PORT + 1,
    workers: server.workers,
    buildId: "0".repeat(21),
    env: floors?.env,
  });
  started.push(floor);
  // The peer needs PostgreSQL; on the embedded database it is left out.
  const peer = server.databaseUrl
    ? await startPeer({ port: BENCH_PORT + 2, workers: server.workers, serverUrl })
    : undefined;
  if (peer) started.push(peer);
  const pooledOrSkip = process.argv.includes("--no-pooler")
    ? { skip: "--no-pooler" }
    : await startPooledServer(server, serverUrl, BENCH_PORT + 3);
  const pooled = "skip" in pooledOrSkip ? undefined : pooledOrSkip;
  if (pooled) started.push(pooled);
  else console.log(`no rows through PgBouncer: ${(pooledOrSkip as { skip: string }).skip}`);
  const grown =
    withGrowthRuns && server.databaseUrl ? await startGrowthServer(server, serverUrl, BENCH_PORT + 4) : undefined;
  if (grown) started.push(grown);
  const targets = {
    app: { url: server.url, sample: cpuSampler(server.pid, server.databaseName) },
    // The per-workload floors work on the service's database (idle while they run).
    floor: { url: floor.url, sample: cpuSampler(floor.pid, floors ? server.databaseName : undefined) },
    peer: { url: peer?.url ?? "", sample: cpuSampler(peer?.pid, peer?.databaseName) },
    // PgBouncer's CPU is counted on the database's side.
    pooled: {
      url: pooled?.url ?? "",
      sample: cpuSampler(pooled?.pid, server.databaseName, pooled?.poolerPid ? [pooled.poolerPid] : []),
    },
    growth: { url: grown?.url ?? "", sample: cpuSampler(grown?.pid, grown?.databaseName) },
  };
  // Everyone: the exchange spreads its codes over all of them.
  people = await signInPeople(server.url, EVERYONE);
  const all: Workload[] = [
    floorWorkload,
    postFloorWorkload,
    ...withGrowth(
      withFloors(workloads(server.url, people, codeBudget), floors?.workloads() ?? []),
      grown ? grownWorkloads(workloads(grown.url, await signInPeople(grown.url, EVERYONE), codeBudget)) : [],
    ),
    ...(peer ? peerWorkloads(peer.url) : []),
  ]
    .filter((w) => withSlots || !slotNames.includes(w.name))
    .filter((w) => {
      if (only === undefined || w.name === FLOOR_WORKLOAD || w.name === POST_FLOOR_WORKLOAD) return true;
      // A workload's own floor runs with it.
      const ours = Object.keys(FLOOR_OF).find((name) => FLOOR_OF[name] === w.name) ?? w.name;
      return only.some((text) => ours.includes(text));
    });
  // The same /v2/me and refresh on the instance behind PgBouncer, with this server's tokens.
  if (pooled) all.push(...pooledWorkloads(all));
  // Round 0 warms every workload up for 2 s and is not recorded: a large bundle's code is compiled
  // as its first requests arrive, which on a busy machine took the whole first round.
  for (let round = quick ? 1 : 0; round <= rounds; round++) {
    const runSeconds = round === 0 ? 2 : seconds;
    for (const connections of connectionLevels) {
      for (const workload of all) {
        const target = targets[workload.target ?? "app"];
        const prepared = await workload.prepare(connections, runSeconds);
        if ("skip" in prepared) {
          if (round <= 1) console.log(`skipped ${workload.name}: ${prepared.skip}`);
          continue;
        }
        const load = {
          url: target.url,
          connections,
          request: prepared.request,
          expectedStatus: prepared.expectedStatus,
        };
        // A short warm-up so the first requests' compilation and connection set-up are not measured.
        if (!prepared.amount && !prepared.request.setupRequest) await runLoad({ ...load, seconds: 1 });
        // The floor again, right before this workload: a machine whose speed drifts within a round
        // then slows both alike (report.ts picks the reference).
        const pairs = round > 0 && workload.target !== "floor";
        if (pairs) await settle(`the floor run paired with ${workload.name}`);
        const pairedFloor = pairs
          ? await measure(targets.floor, { url: targets.floor.url, connections, request: FLOOR_REQUEST }, pairedSeconds)
          : undefined;
        const background = prepared.background
          ? () => runLoad({ url: target.url, seconds: runSeconds, ...prepared.background! })
          : undefined;
        if (round > 0) await settle(workload.name);
        const result = await measure(target, load, runSeconds, prepared.amount, background);
        if (workload.target === undefined) lastRate = result.reqPerSec;
        if (workload.name === FLOOR_OF[REFRESH]) lastFloorRate = result.reqPerSec;
        if (round === 0) continue;
        const common = { round, target: workload.target ?? "app", connections } as const;
        if (pairedFloor)
          measurements.push({
            ...common,
            ...pairedFloor,
            workload: FLOOR_WORKLOAD,
            target: "floor",
            pairedWith: workload.name,
          });
        measurements.push({ ...common, ...result, workload: workload.name });
        console.log(`round ${round} ${workload.name} @${connections}: ${result.reqPerSec.toFixed(0)} req/s`);
      }
    }
  }
  // The tail and the same-rate growth runs: the top connection level, a fixed offered rate.
  const topConnections = Math.max(...connectionLevels);
  /** `workload` prepared again and run at `rate` once the machine is quiet (undefined: skipped). */
  const paced = async (workload: Workload, url: string, rate: number, onClockStart?: () => void) => {
    const prepared = await workload.prepare(topConnections, seconds);
    if ("skip" in prepared) return undefined;
    await settle(`${workload.name} at ${rate} req/s`);
    return runPaced({
      url,
      connections: topConnections,
      seconds,
      rate,
      amount: prepared.amount,
      request: prepared.request,
      expectedStatus: prepared.expectedStatus,
      onClockStart,
    });
  };
  if (withTail) {
    // Each of our main workloads at half the most it served, at the top connection level, then its
    // own floor at the same offered rate: the framework's tail on the same machine, beside ours.
    const rows = rowsOf(measurements, FLOOR_WORKLOAD);
    for (const workload of all.filter((w) => w.target === undefined && TAIL_WORKLOADS.includes(w.name))) {
      const row = rows.find((r) => r.workload === workload.name && r.connections === topConnections);
      if (!row) continue;
      const rate = halfOfMax(row);
      // The exchange and its floor mint codes for this rate (codeBudget, floorCodeBudget).
      lastRate = rate;
      lastFloorRate = rate;
      const result = await paced(workload, server.url, rate);
      if (!result) continue;
      const ownFloor = all.find((w) => w.name === FLOOR_OF[workload.name]);
      const floorResult = ownFloor ? await paced(ownFloor, targets.floor.url, rate) : undefined;
      tails.push(tailOf(row, result, tailTarget(embedded), floorResult));
    }
  }
  if (grown) {
    // Each grown twin and its small one again at the same offered rate, small-grown-grown-small
    // twice, so a machine whose speed drifts weighs on both alike, and one side's runs (10-20 %
    // apart at these rates) average out: CPU per request at equal work a second.
    const rows = rowsOf(measurements, FLOOR_WORKLOAD);
    for (const small of all.filter((w) => w.target === undefined && GROWTH_WORKLOADS.includes(w.name))) {
      const twin = all.find((w) => w.name === `${small.name}${GROWN}`);
      const [smallRow, grownRow] = [small, twin].map((w) =>
        rows.find((r) => r.workload === w?.name && r.connections === topConnections),
      );
      if (!twin || !smallRow || !grownRow) continue;
      const rate = sameRate(smallRow, grownRow);
      lastRate = rate;
      const abba = [
        [small, false],
        [twin, true],
        [twin, true],
        [small, false],
      ] as const;
      for (const [workload, grownSide] of [...abba, ...abba]) {
        const target = grownSide ? targets.growth : targets.app;
        const sample = target.sample;
        if (!sample) continue;
        let before: CpuSample | undefined;
        const result = await paced(workload, target.url, rate, () => (before = sample()));
        if (!result) continue;
        const cpu = cpuPerRequest(before!, sample(), result.total);
        sameRateRuns.push({
          workload: small.name,
          grown: grownSide,
          offeredPerSec: rate,
          requests: result.total,
          cpuMs: (cpu.serverCpuMs + cpu.databaseCpuMs) * result.total,
          databaseMs: cpu.databaseCpuMs * result.total,
          failures: result.errors + result.timeouts + result.non2xx,
        });
      }
    }
  }
  // Idle twice: with no request at all, then behind the balancer, whose health check asks each second.
  if (idleSeconds !== undefined)
    coldStart = [
      ...(await measureColdStart(server.url, people[0]!, idleSeconds, "quiet")),
      ...(await measureColdStart(server.url, people[0]!, idleSeconds, "probed")),
    ];
} finally {
  await floors?.close();
  for (const child of started.reverse()) await child.stop();
}
const rows = rowsOf(measurements, FLOOR_WORKLOAD);
printTable(rows);
const summary = printSummary(rows);
const ownFloors = floorRatios(rows, measurements, FLOOR_OF);
printFloorRatios(ownFloors);
const growth: Growth[] = growthRatios(rows, sameRateRuns);
printGrowth(growth);
printTail(tails, tailTarget(embedded));
if (idleSeconds !== undefined) printColdStart(coldStart, idleSeconds);
const slots = slotRatios(rows, SLOT_WORKLOADS);
const serverNode = serverNodeVersion();
const file = writeResults({
  date: new Date().toISOString(),
  database: server.database,
  workers: server.workers,
  serverNode,
  secondsPerRun: seconds,
  rounds,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverageAtStart: loadAtStart, loadAverage: loadavg() },
  rows,
  summary,
  ownFloors,
  growth,
  sameRateRuns,
  tails,
  coldStart,
  slots,
  measurements,
});
console.log(
  `\n${server.database}, workers: ${server.workers}, servers on Node.js ${serverNode}, ${rounds} round(s) of ${seconds} s, ${cpus().length} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at the start, ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} at the end; results in ${file}`,
);
const failures = [
  ...rows.filter((r) => r.errors + r.timeouts + r.non2xx > 0),
  ...tails.filter((t) => t.failures > 0).map((t) => ({ ...t, workload: `${t.workload} (tail)` })),
  ...sameRateRuns
    .filter((r) => r.failures > 0)
    .map((r) => ({
      workload: `${r.workload}${r.grown ? GROWN : ""} (same rate)`,
      connections: Math.max(...connectionLevels),
    })),
];
if (failures.length > 0) {
  console.error(
    `\n!!! ${failures.length} workload(s) had errors, timeouts or non-2xx responses: ${failures.map((r) => `${r.workload} @${r.connections}`).join(", ")} !!!`,
  );
  process.exit(1);
}
