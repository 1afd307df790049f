// `npm run bench:sizing`: what one server core and the database spend per operation, for the sizing
// guide (docs/operations/sizing.md). The production build with ONE worker (WEB_CONCURRENCY=1, so
// its throughput is one core's) on a PostgreSQL server of the run's own (private-postgres.ts;
// BENCH_DATABASE_URL names a shared one instead, whose server-wide figures are then everyone's),
// each workload at saturation for a fixed time after a warm-up, recording: operations a second,
// Node and PostgreSQL CPU per operation (cpu-accounting.ts), PostgreSQL's writes per operation
// (database-activity.ts; a CHECKPOINT before and after each run, so the pages a run dirtied are
// written within it), the worker's memory (peak and settled) and the connections it held.
// Writes the results to bench-results/sizing-*.json and rewrites the guide's tables from them.
// Options: --seconds N (measured per workload, default 30), --warmup N (default 5),
// --connections N (default 50), --sign-in-connections N (default 10: below),
// --render <results.json> (only rewrite the guide from a run).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";
import { startBenchServer } from "./bench-server";
import { serverNodeVersion } from "./child-server";
import { cpuPerRequest, cpuSampler } from "./cpu-accounting";
import { activityPerRequest, databaseActivity, STATS_FLUSH_MS } from "./database-activity";
import { type LoadResult, type LoadRequest, runLoad } from "./load";
import { MAX_LIVE_GRANTS_PER_USER_AND_CLIENT } from "@/lib/oauth/token-grants/authorization-code-storage";
import { BENCH_PEOPLE, benchPerson, DEMO_USER, signInPeople } from "./prepare-tokens";
import { startPrivatePostgres } from "./private-postgres";
import { waitForQuiet } from "./quiet-machine";
import { writeResults } from "./report";
import { SIGN_IN, SIGN_IN_STEPS, signInAndConsent } from "./sign-in-consent";
import { renderSizingDoc, type SizingResults, type SizingRow } from "./sizing-report";
import { spreadExchange } from "./sizing-workloads";
import { BOOKINGS, EXCHANGE, INTROSPECTION, ME, REFRESH, workloads } from "./workloads";

const GUIDE = "docs/operations/sizing.md";
/** The exchange follows refresh: its codes are minted for as long a run at refresh's rate. */
const ORDER = [ME, INTROSPECTION, BOOKINGS, REFRESH, EXCHANGE];
/** The pool each worker opens (DB_POOL_MAX's default, lib/server/roots/config.ts). */
const POOL_MAX = Number(process.env.DB_POOL_MAX) || 10;

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function renderGuide(results: SizingResults) {
  writeFileSync(GUIDE, renderSizingDoc(readFileSync(GUIDE, "utf8"), results));
  console.log(`rewrote the tables of ${GUIDE}`);
}

/** Resident memory of a process, in MB (Linux; 0 elsewhere). */
function rssMb(pid: number | undefined): number {
  const file = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(file)) return 0;
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(file, "utf8"))?.[1] ?? 0) / 1024;
}

/** The machine's own work from what ran before ends, or 5 s pass (a shared machine may never go quiet). */
const settle = () => waitForQuiet({ threshold: 0.15, windowMs: 250, maxMs: 5000 });

async function measureAll(): Promise<SizingResults> {
  const seconds = Number(flag("--seconds") ?? 30);
  const warmupSeconds = Number(flag("--warmup") ?? 5);
  const connections = Number(flag("--connections") ?? 50);
  // A sign-in's password hash runs on libuv's 4 threads: 50 flows at once queue their password checks past
  // the load generator's 10-s time-out on 2 cores, and fewer saturate the worker as well.
  const signInConnections = Number(flag("--sign-in-connections") ?? 10);
  const loadAverageAtStart = loadavg();
  process.env.WEB_CONCURRENCY = "1";
  const sharedUrl = process.env.BENCH_DATABASE_URL;
  const postgres = sharedUrl ? undefined : await startPrivatePostgres();
  const stops: (() => Promise<unknown>)[] = [async () => postgres?.stop()];
  try {
    const server = await startBenchServer({ embedded: false, serverUrl: sharedUrl || postgres!.url });
    stops.unshift(() => server.stop());
    const activity = await databaseActivity(server.databaseUrl!);
    stops.unshift(() => activity.close());
    const sampleCpu = cpuSampler(server.pid, server.databaseName);
    const sampleServerCpu = postgres ? cpuSampler(postgres.pid, undefined) : undefined;
    // Everyone the bench seeds, signed in: the exchange spreads its codes over them (sizing-workloads.ts).
    const people = await signInPeople(server.url, (BENCH_PEOPLE + 1) * MAX_LIVE_GRANTS_PER_USER_AND_CLIENT);
    const rssAfterStartMb = rssMb(server.pid);
    let refreshRate = 50;
    const codeBudget = (c: number, s: number) => Math.max(c * 4, Math.ceil(refreshRate * s * 1.2));

    /** One measured run: the load, and what the worker and the database spent on it. */
    const measure = async (
      workload: string,
      requestsPerOperation: number,
      load: () => Promise<LoadResult & { failuresByStep?: number[] }>,
    ): Promise<SizingRow> => {
      await settle();
      if (postgres) await activity.checkpoint();
      await sleep(STATS_FLUSH_MS);
      const before = { cpu: sampleCpu?.(), server: sampleServerCpu?.(), counters: await activity.read() };
      let rssPeakMb = rssMb(server.pid);
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid))), 250);
      const result = await load().finally(() => clearInterval(sampler));
      const connectionsHeld = await activity.connections();
      if (postgres) await activity.checkpoint();
      await sleep(STATS_FLUSH_MS);
      const after = { cpu: sampleCpu?.(), server: sampleServerCpu?.(), counters: await activity.read() };
      const operations = result.total / requestsPerOperation;
      const cpu = before.cpu && after.cpu ? cpuPerRequest(before.cpu, after.cpu, operations) : undefined;
      const serverCpu =
        before.server && after.server ? cpuPerRequest(before.server, after.server, operations) : undefined;
      await settle();
      const row: SizingRow = {
        workload,
        requestsPerOperation,
        seconds,
        operations,
        operationsPerSecond: result.reqPerSec / requestsPerOperation,
        p50: result.p50,
        p99: result.p99,
        // autocannon counts a time-out among the errors too.
        failures: result.errors + result.non2xx,
        timeouts: result.timeouts,
        ...(result.failuresByStep ? { failuresByStep: result.failuresByStep } : {}),
        serverCpuMs: cpu?.serverCpuMs ?? 0,
        databaseBackendsCpuMs: cpu?.databaseCpuMs ?? 0,
        ...(serverCpu ? { databaseServerCpuMs: serverCpu.serverCpuMs } : {}),
        activity: activityPerRequest(before.counters, after.counters, operations),
        rssPeakMb,
        rssSettledMb: rssMb(server.pid),
        connectionsHeld,
        loadAverage: loadavg()[0]!,
      };
      console.log(
        `${workload}: ${row.operationsPerSecond.toFixed(0)} op/s, Node ${row.serverCpuMs.toFixed(2)} ms/op, PostgreSQL ${(row.databaseServerCpuMs ?? row.databaseBackendsCpuMs).toFixed(2)} ms/op, ${row.failures} failures`,
      );
      return row;
    };

    const rows: SizingRow[] = [];
    const chosen = [
      ...workloads(server.url, people, codeBudget).filter((w) => w.name !== EXCHANGE),
      spreadExchange(server.url, people, codeBudget),
    ]
      .filter((w) => ORDER.includes(w.name))
      .sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
    for (const workload of chosen) {
      const run = async (runSeconds: number) => {
        const prepared = await workload.prepare(connections, runSeconds);
        if ("skip" in prepared) throw new Error(`${workload.name} cannot run: ${prepared.skip}`);
        const { request, amount, expectedStatus } = prepared;
        return () => runLoad({ url: server.url, connections, seconds: runSeconds, request, amount, expectedStatus });
      };
      await (await run(warmupSeconds))();
      const row = await measure(workload.name, 1, await run(seconds));
      if (workload.name === REFRESH) refreshRate = row.operationsPerSecond;
      rows.push(row);
    }
    // Sign-in and consent: each step checks its own answer, since three of six are redirects.
    const signingIn = [DEMO_USER, ...Array.from({ length: BENCH_PEOPLE }, (_, i) => benchPerson(i))];
    const flow = (runSeconds: number) => async () => {
      const { steps, counts } = signInAndConsent(server.url, signingIn);
      const load = { url: server.url, connections: signInConnections, seconds: runSeconds };
      const result = await runLoad({ ...load, request: steps[0] as LoadRequest, steps });
      const failuresByStep = counts.failuresByStep;
      return { ...result, non2xx: failuresByStep.reduce((a, b) => a + b, 0), failuresByStep };
    };
    await flow(warmupSeconds)();
    rows.push(await measure(SIGN_IN, SIGN_IN_STEPS, flow(seconds)));

    return {
      date: new Date().toISOString(),
      command: `npm run bench:sizing${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? "unknown",
        memoryGb: totalmem() / 2 ** 30,
        kernel: release(),
        loadAverageAtStart,
        loadAverageAtEnd: loadavg(),
      },
      serverNode: serverNodeVersion(),
      database: {
        server: activity.server,
        private: postgres !== undefined,
        pagesSource: activity.pagesSource,
        maxConnections: activity.maxConnections,
      },
      connections,
      signInConnections,
      warmupSeconds,
      rssAfterStartMb,
      poolMax: POOL_MAX,
      rows,
    };
  } finally {
    for (const stop of stops) await stop();
  }
}

const renderFrom = flag("--render");
if (renderFrom) {
  renderGuide(JSON.parse(readFileSync(renderFrom, "utf8")) as SizingResults);
} else {
  const results = await measureAll();
  console.log(`results in ${writeResults(results, "sizing")}`);
  renderGuide(results);
  const failed = results.rows.filter((r) => r.failures > 0);
  if (failed.length > 0) {
    console.error(`\n!!! failures in: ${failed.map((r) => r.workload).join(", ")} !!!`);
    process.exit(1);
  }
}
