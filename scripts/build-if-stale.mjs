// Builds the app (into NEXT_DIST_DIR, default .next) when there is no build or a source changed
// since the last one. Used by `npm start` and by the production-server tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Runs this file as the build's own process, which can say how long it has been going. */
const WITH_PROGRESS = "--next-build-with-progress";
const PROGRESS_EVERY_MS = 15_000;

/**
 * Everything `next build` reads: the router (app/), its code, the proxy (the CSP),
 * instrumentation, static files, the Next/PostCSS/Tailwind configuration, the dependencies, the
 * Prisma schema the generated client comes from, and the .env files Next.js loads at build time.
 * tsconfig.json is left out on purpose: a build with NEXT_DIST_DIR rewrites it, so listing it
 * would make every build stale for every other dist folder.
 */
export const SOURCES = [
  "app",
  "components",
  "lib",
  "types",
  "public",
  "proxy.ts",
  "middleware.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tailwind.config.ts",
  "package.json",
  "package-lock.json",
  "prisma/schema.prisma",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === "generated" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** True when `distDir` (relative to `root`) holds no build, or a source is newer than it. */
export function isStale(root, distDir) {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!existsSync(buildId)) return true;
  return Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source)))) > statSync(buildId).mtimeMs;
}

export function buildIfStale(env = process.env) {
  if (!isStale(process.cwd(), env.NEXT_DIST_DIR || ".next")) return;
  console.log("Building the app (first start or sources changed). This takes a few minutes; the build itself");
  console.log("prints nothing for most of them, so a line every 15 s says it is still going.");
  const self = fileURLToPath(import.meta.url);
  const built = spawnSync(process.execPath, [self, WITH_PROGRESS], { stdio: "inherit", env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** "45s", "1m30s", "12m05s". */
export function formatElapsed(ms) {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
}

/** `next build`, with "still building… 1m30s" every 15 s while it runs; resolves to its exit code. */
export function nextBuildWithProgress(env = process.env, log = console.log) {
  const started = Date.now();
  const child = spawn(path.join("node_modules", ".bin", "next"), ["build"], { stdio: "inherit", env });
  const timer = setInterval(() => log(`still building… ${formatElapsed(Date.now() - started)}`), PROGRESS_EVERY_MS);
  return new Promise((resolve) => {
    child.on("error", (error) => {
      clearInterval(timer);
      log(`The build could not start: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code === 0) log(`Built in ${formatElapsed(Date.now() - started)}.`);
      resolve(code ?? 1);
    });
  });
}

// `node scripts/build-if-stale.mjs`: the same, from the command line (npm test builds once this way).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes(WITH_PROGRESS)) process.exit(await nextBuildWithProgress());
  buildIfStale();
}
