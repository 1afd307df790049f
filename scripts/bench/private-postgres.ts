// A PostgreSQL server of the sizing run's own, in a temporary folder on a free loopback port: the
// server-wide counters (WAL, pages written) and the CPU of its background processes (WAL writer,
// checkpointer, autovacuum) are then the run's alone, not the sum of everyone's on a shared server.
// Default settings, as initdb writes them (fsync and synchronous_commit on). PostgreSQL refuses to
// run as root: as root, the server runs as the `postgres` user.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type PrivatePostgres = { url: string; pid: number | undefined; stop(): Promise<void> };

/** PG_BIN, else the newest of Debian's /usr/lib/postgresql/<version>/bin, else the PATH. */
function binary(name: string): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, "bin", name) : name;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitAccepting(url: string, child: ChildProcess, log: () => string) {
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited during start-up:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`PostgreSQL not accepting connections after 60 s:\n${log()}`);
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "oauth-sizing-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    (asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]) as [string, string[]];
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" })));
    chownSync(dir, uid!, gid!);
  }
  execFileSync(...run(binary("initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]), {
    stdio: "pipe",
  });
  const port = await freePort();
  const child = spawn(
    ...run(binary("postgres"), ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1"]),
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  child.stdout!.on("data", (c: Buffer) => output.length < 200 && output.push(c.toString()));
  child.stderr!.on("data", (c: Buffer) => output.length < 200 && output.push(c.toString()));
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // The postmaster itself (as root, runuser's child): SIGINT is PostgreSQL's fast shutdown.
    const pidFile = path.join(data, "postmaster.pid");
    if (child.exitCode === null && existsSync(pidFile)) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(Number(readFileSync(pidFile, "utf8").split("\n")[0]), "SIGINT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitAccepting(url, child, () => output.join(""));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}
