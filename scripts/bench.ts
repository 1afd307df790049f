// `npm run bench`: latency of the hot paths, in-process (route handlers + real database), so the
// numbers measure our code and the database, not HTTP. Uses in-memory PGlite, or PostgreSQL when
// BENCH_DATABASE_URL names a server (a throw-away database is created and dropped).
// Targets are checked at the end; the exit code says whether they held.
process.env.APP_ENV ??= "test";
process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
process.env.AUTH_URL ??= "http://localhost:3000";
process.env.DATA_DIR ??= ".data/bench";

const { TARGETS, runBench } = await import("./bench/run-bench");
const results = await runBench({ serverUrl: process.env.BENCH_DATABASE_URL, iterations: Number(process.env.BENCH_ITERATIONS ?? 300) });
let failed = false;
console.log("\noperation                     n    p50 ms   p95 ms   p99 ms   ops/s   target p95");
for (const r of results) {
  const target = TARGETS[r.name];
  const ok = target === undefined || r.p95 <= target;
  failed ||= !ok;
  console.log(
    `${r.name.padEnd(28)} ${String(r.n).padStart(4)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${r.opsPerSecond.toFixed(0).padStart(7)}   ${target ? `${target} ms ${ok ? "ok" : "MISSED"}` : ""}`,
  );
}
process.exit(failed ? 1 : 0);

export {};
