// `npm test`: every tier, every test, on two cores. A tier's output is printed whole when it ends;
// each tier's wall time is printed at the end. Exit code: the first failing tier's.
import { spawn } from "node:child_process";
import { pgbouncerBinary } from "./pgbouncer-binary.mjs";

const started = Date.now();
const results = [];

/**
 * Runs one tier. A yielding tier runs at a lower CPU priority (`nice`): it takes the cores the
 * browser tier leaves idle instead of slowing it, the run's longest path.
 */
function tier(name, command, args, env = {}, { yielding = false } = {}) {
  return new Promise((resolve) => {
    const begin = Date.now();
    console.log(`▶ ${name}: ${[command, ...args].join(" ")}${yielding ? " (yielding)" : ""}`);
    const niced = yielding && process.platform !== "win32";
    const child = spawn(niced ? "nice" : command, niced ? ["-n", "10", command, ...args] : args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = (Date.now() - begin) / 1000;
      console.log(`\n──── ${name} (${seconds.toFixed(1)} s, exit ${code}) ────`);
      process.stdout.write(output);
      results.push({ name, seconds, code: code ?? 1, failures: code === 0 ? [] : failureLines(output) });
      resolve(code ?? 1);
    });
  });
}

// The lines of a failed tier's output that name what failed (vitest's FAIL/× lines, Playwright's ✘
// and numbered failure headers, and the first error lines): repeated at the very end of the run,
// where a log shown only by its tail still says which test failed and why.
function failureLines(output) {
  // Colour codes first: a tool may colour its output even when asked not to.
  const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split("\n");
  const picked = [];
  lines.forEach((line, i) => {
    if (/^\s*(FAIL\b|×|✘|\d+\) )/.test(line) || /^\s*(AssertionError|Error|TypeError|expect\()/.test(line))
      picked.push(line.trimEnd().slice(0, 240));
    if (/^\s*(AssertionError|Error:)/.test(line) && lines[i + 1]) picked.push(lines[i + 1].trimEnd().slice(0, 240));
  });
  return [...new Set(picked)].slice(0, 16);
}

/** Runs the steps one after another; every step runs, whatever the one before it answered. */
const sequence = async (...steps) => {
  let failed = 0;
  for (const step of steps) failed = (await step()) || failed;
  return failed;
};

const npm =
  (name, script, env, args = [], options = {}) =>
  () =>
    tier(name, "npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], env, options);
const postgres = process.env.TEST_DATABASE_URL;

// The database tier runs once, on the engine the run names: PostgreSQL when TEST_DATABASE_URL is
// set (as in CI), else the embedded database. With PostgreSQL named, the suites whose subject is
// the storage itself (the adapters' contract suites, the migrations, statement handling, the
// engine's own webhook runner, housekeeping, the first start's seed) run on the embedded database
// too: that is where the engines can differ. Every other test drives those same adapters.
// On PostgreSQL a test file mostly waits for the server (round trips, pg-boss polling, budgets'
// windows): four files at once keep two cores busy (five made the run so busy that a burst in a
// timed test outlasted its window). The embedded database computes in-process: two.
const db =
  (name, env = {}, files = []) =>
  () =>
    tier(
      name,
      "npx",
      [
        "vitest",
        "run",
        "--project",
        "db",
        "--project",
        "db-isolated",
        `--maxWorkers=${env.TEST_DATABASE_URL ? 4 : 2}`,
        ...(env.TEST_DATABASE_URL ? EMBEDDED_ONLY.flatMap((file) => ["--exclude", file]) : []),
        ...files,
      ],
      {
        TEST_DATABASE_URL: "",
        TEST_POOLER: "",
        ...env,
      },
      { yielding: true },
    );
export const STORAGE_SUITES = [
  "test/schema-matches-migrations.test.ts",
  "test/seed-and-accounts.test.ts",
  "test/accounts/prisma-account-store.test.ts",
  "test/clients/prisma-client-store.test.ts",
  "test/oauth/prisma-oauth-store.test.ts",
  "test/oauth/metadata-host-rules-store.test.ts",
  "test/scheduling/prisma-scheduling-store.test.ts",
  "test/webhooks/prisma-webhook-store.test.ts",
  "test/webhooks/delivery.test.ts",
  "test/webhooks/shared-work.test.ts",
  "test/oauth/hot-path-statements.test.ts",
  "test/ops/direct-sql.test.ts",
  "test/ops/prepared-statements.test.ts",
  "test/ops/health-endpoints.test.ts",
  "test/ops/startup-lock.test.ts",
  "test/housekeeping/prune-expired-records.test.ts",
];
// The storage suites that make their own embedded database whatever the run names: the pass on
// PostgreSQL leaves them to the pass on the embedded database.
const EMBEDDED_ONLY = ["test/oauth/hot-path-statements.test.ts"];
// Four lanes from the start. The browser lane: the production build, the browser tier on it, then
// the production servers on the build. The unit tier (the fast loop, tens of seconds from a cold
// cache) shares the cores with the build at equal priority; the rest yields to the browser lane
// (the run's longest step): the database tier after the unit tier, which mostly waits for the
// database server; and beside them lint, then the type check (it reads the route types the build
// wrote in .next/types), which use the CPU the waiting leaves idle. The cluster tier, on the build.
let built;
const build = () =>
  (built = tier("build (shared by the browser and production tiers)", "node", ["scripts/build-if-stale.mjs"]));
const afterBuild = (step) => async () => ((await built) === 0 ? step() : 1);
// On PostgreSQL the database tier reaches its databases through PgBouncer (transaction pooling)
// when pgbouncer is installed, instead of directly: the browser and production tiers reach
// PostgreSQL directly, and the suites about the direct path (named statements) open it themselves.
const pooled = postgres && pgbouncerBinary();
if (postgres && !pooled)
  console.log("The pooler run is skipped: pgbouncer is not installed (apt-get install pgbouncer).");
const database = postgres
  ? [
      pooled
        ? db("db on PostgreSQL through PgBouncer", { TEST_DATABASE_URL: postgres, TEST_POOLER: "pgbouncer" })
        : db("db on PostgreSQL (the pooler run skipped: no pgbouncer)", { TEST_DATABASE_URL: postgres }),
      db("db: the storage suites on the embedded database", {}, STORAGE_SUITES),
    ]
  : [db("db on the embedded database")];
// The whole run records no Playwright traces (about a fifth of the browser tier's CPU, measured);
// `npm run test:e2e -- e2e/<spec>.ts` records one for each failing test.
await Promise.all([
  sequence(
    build,
    afterBuild(npm("e2e (browser, production build)", "test:e2e", {}, ["--trace", "off"])),
    afterBuild(npm("production servers (PostgreSQL)", "test:production")),
  ),
  sequence(npm("unit", "test:unit"), ...database),
  sequence(
    npm("lint", "lint", {}, [], { yielding: true }),
    afterBuild(npm("typecheck", "typecheck", {}, [], { yielding: true })),
  ),
  // The cluster tier (three instances behind HAProxy) mostly waits: for draining, restarts and a
  // dead instance's webhook job to expire (about 60 s of CPU in 100 s). It runs on the build
  // beside the other lanes from the start, so its waiting overlaps their work.
  sequence(afterBuild(npm("cluster (three instances behind HAProxy)", "test:cluster"))),
]);

console.log("\nTier wall times:");
for (const r of results) {
  console.log(`  ${r.code === 0 ? "pass" : "FAIL"}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const r of results.filter((r) => r.failures.length > 0)) {
  console.log(`\nWhat failed in ${r.name}:`);
  for (const line of r.failures) console.log(`  ${line}`);
}
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
