// Builds the app (into NEXT_DIST_DIR, default .next) when there is no build or a source changed
// since the last one. Used by `npm start` and by the production-server tests.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "components", "lib", "types", "instrumentation.ts", "next.config.mjs", "package-lock.json", "prisma/schema.prisma", "tailwind.config.ts"];

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

export function buildIfStale(env = process.env) {
  const buildId = path.join(env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  const stale = !existsSync(buildId) || Math.max(...SOURCES.map(newestMtime)) > statSync(buildId).mtimeMs;
  if (!stale) return;
  console.log("Building the app (first start or sources changed)…");
  const built = spawnSync(path.join("node_modules", ".bin", "next"), ["build"], { stdio: "inherit", env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
