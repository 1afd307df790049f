// `npm start`: builds the app when there is no build or the sources changed since, then serves it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "components", "lib", "types", "instrumentation.ts", "next.config.mjs", "package-lock.json", "prisma/schema.prisma", "tailwind.config.ts"];
const buildId = path.join(".next", "BUILD_ID");

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

const next = path.join("node_modules", ".bin", "next");
const stale = !existsSync(buildId) || Math.max(...SOURCES.map(newestMtime)) > statSync(buildId).mtimeMs;
if (stale) {
  console.log("Building the app (first start or sources changed)…");
  const built = spawnSync(next, ["build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const server = spawn(next, ["start", "-p", port, ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
