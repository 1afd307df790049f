// `npm run bench`: the production build over loopback under closed-loop load (autocannon) at 20 and
// 50 connections, on a throw-away PostgreSQL database (BENCH_DATABASE_URL names the server, default
// the local one) or, with --embedded, on the embedded database. --quick runs 3 s per workload.
// Prints req/s, p50, p99, errors and each workload's ratio to the static route of the same run,
// and writes the results as JSON to bench-results/. Exits non-zero when any request failed.
import { cpus, loadavg } from "node:os";
import { startBenchServer } from "./bench/bench-server";
import { cpuPerRequest, cpuSampler } from "./bench/cpu-accounting";
import { runLoad, type LoadResult } from "./bench/load";
import { consentOnce, signIn } from "./bench/prepare-tokens";
import { workloads } from "./bench/workloads";
import { printTable, writeResults, type Row } from "./bench/report";

const embedded = process.argv.includes("--embedded");
const quick = process.argv.includes("--quick");
const seconds = quick ? 3 : 10;
// --only <text>: run only the workloads whose name contains the text (the static route always runs,
// as the ratio's reference), e.g. to profile one endpoint.
const onlyFlag = process.argv.indexOf("--only");
const only = onlyFlag === -1 ? undefined : process.argv[onlyFlag + 1];
// --connections 50: one level instead of both.
const connectionsFlag = process.argv.indexOf("--connections");
const connectionLevels = connectionsFlag === -1 ? [20, 50] : [Number(process.argv[connectionsFlag + 1])];
// Enough codes for the exchange run to last about as long as the others: the rate of the run
// before it (chained refresh, a similar amount of work) times the duration.
let lastRate = 50;
const codeBudget = (connections: number, runSeconds: number) =>
  Math.max(connections * 4, Math.ceil(lastRate * runSeconds * 1.2));

// Other work on the machine changes every figure: the load average is recorded before and after.
const loadAtStart = loadavg();
const server = await startBenchServer({
  embedded,
  serverUrl: process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
});
const rows: Row[] = [];
const sampleCpu = cpuSampler(server.pid);
try {
  const jar = await signIn(server.url);
  await consentOnce(server.url, jar);
  for (const connections of connectionLevels) {
    let staticRate: number | undefined;
    for (const workload of workloads(server.url, jar, codeBudget)) {
      if (only !== undefined && staticRate !== undefined && !workload.name.includes(only)) continue;
      const prepared = await workload.prepare(connections, seconds);
      if ("skip" in prepared) {
        console.log(`skipped ${workload.name}: ${prepared.skip}`);
        continue;
      }
      // A short warm-up so the first requests' compilation and connection set-up are not measured.
      if (!prepared.amount && !prepared.request.setupRequest)
        await runLoad({ url: server.url, connections, seconds: 1, request: prepared.request });
      const cpuBefore = sampleCpu?.();
      const result: LoadResult = await runLoad({
        url: server.url,
        connections,
        seconds,
        amount: prepared.amount,
        request: prepared.request,
      });
      const cpu = cpuBefore && sampleCpu ? cpuPerRequest(cpuBefore, sampleCpu(), result.total) : undefined;
      staticRate ??= result.reqPerSec;
      lastRate = result.reqPerSec;
      rows.push({ workload: workload.name, connections, ...result, ratio: result.reqPerSec / staticRate, ...cpu });
      console.log(`${workload.name} @${connections}: ${result.reqPerSec.toFixed(0)} req/s`);
    }
  }
} finally {
  await server.stop();
}
printTable(rows);
const file = writeResults({
  date: new Date().toISOString(),
  database: server.database,
  workers: server.workers,
  secondsPerRun: seconds,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverageAtStart: loadAtStart, loadAverage: loadavg() },
  rows,
});
console.log(
  `\n${server.database}, workers: ${server.workers}, ${cpus().length} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at the start, ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} at the end; results in ${file}`,
);
const failures = rows.filter((r) => r.errors + r.timeouts + r.non2xx > 0);
if (failures.length > 0) {
  console.error(
    `\n!!! ${failures.length} run(s) had errors, timeouts or non-2xx responses: ${failures.map((r) => `${r.workload} @${r.connections}`).join(", ")} !!!`,
  );
  process.exit(1);
}
