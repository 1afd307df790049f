// Builds the app (into NEXT_DIST_DIR, default .next) when there is no build or a source changed
// since the last one. Used by `npm start` and by the production-server tests.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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
  console.log("Building the app (first start or sources changed)…");
  const built = spawnSync(path.join("node_modules", ".bin", "next"), ["build"], { stdio: "inherit", env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// `node scripts/build-if-stale.mjs`: the same, from the command line (npm test builds once this way).
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) buildIfStale();
