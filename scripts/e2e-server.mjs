// A production server for the browser tests (playwright.config.ts): `node scripts/e2e-server.mjs
// <name> <log file>`. Starts on a fresh data folder, writes its output to the log file (checked
// for secrets after the run) and to stdout. Only the "main" server builds when the build is stale;
// the others wait for that build instead of racing it.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { buildIfStale, isStale } from "./build-if-stale.mjs";

const [name, logFile] = process.argv.slice(2);
if (!name || !logFile) throw new Error("usage: node scripts/e2e-server.mjs <name> <log file>");

if (name === "main") buildIfStale();
for (let waited = 0; isStale(process.cwd(), process.env.NEXT_DIST_DIR || ".next"); waited += 500) {
  if (waited > 300_000) throw new Error("No fresh build after 5 minutes.");
  await new Promise((r) => setTimeout(r, 500));
}

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
mkdirSync(path.dirname(logFile), { recursive: true });
const log = createWriteStream(logFile);
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
for (const stream of [child.stdout, child.stderr]) {
  stream.on("data", (chunk) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
}
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => log.end(() => process.exit(code ?? 1)));
