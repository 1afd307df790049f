// The framework's floor: a minimal Next.js app of the installed version (one route handler that
// answers the same JSON as the service's GET /healthz, and one that reads a form and answers a
// token-sized JSON, the token endpoint's shape; scripts/bench/bare-next/), built once into
// bench-results/ (git-ignored; rebuilt when Next.js or the template changes) and served like the
// service (serve-built-next.mjs) with the same worker count.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ChildServer, startChildServer } from "./child-server";

const TEMPLATE = path.join("scripts", "bench", "bare-next");

function nextVersion(): string {
  return (JSON.parse(readFileSync(path.join("node_modules", "next", "package.json"), "utf8")) as { version: string })
    .version;
}

/** The newest modification among the template's files, wherever they are. */
function newest(dir: string): number {
  return Math.max(...readdirSync(dir, { recursive: true }).map((f) => statSync(path.join(dir, String(f))).mtimeMs));
}

/** Builds the floor app unless a build of this Next.js version from the current template exists. */
export function buildBareNext(): string {
  const dir = path.join("bench-results", `bare-next-${nextVersion()}`);
  const buildId = path.join(dir, ".next", "BUILD_ID");
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newest(TEMPLATE)) return dir;
  console.log(`Building the bare Next.js ${nextVersion()} floor into ${dir}…`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(TEMPLATE, dir, { recursive: true });
  writeFileSync(path.join(dir, "package.json"), '{ "private": true, "type": "module" }\n');
  const built = spawnSync(path.resolve("node_modules", ".bin", "next"), ["build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
  });
  if (built.status !== 0) throw new Error("building the bare Next.js floor failed");
  return dir;
}

/** `env`: the per-workload floors' database and signing key (floors.ts); without it they answer 500. */
export async function startBareNext(options: {
  port: number;
  workers: number;
  buildId: string;
  env?: Record<string, string>;
}): Promise<ChildServer> {
  const dir = buildBareNext();
  const baseUrl = `http://localhost:${options.port}`;
  return startChildServer({
    args: [path.join("scripts", "bench", "serve-built-next.mjs"), dir, String(options.port), String(options.workers)],
    env: {
      ...process.env,
      ...options.env,
      NODE_ENV: "production",
      BARE_BUILD_ID: options.buildId,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    baseUrl,
    readyPath: "/healthz",
  });
}
