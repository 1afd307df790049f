// PgBouncer for the database tier's pooler run (TEST_POOLER=pgbouncer) and the bench's rows through
// a pooler: Debian's pgbouncer on a free loopback port, in transaction pooling in front of a
// PostgreSQL server, with every database of that server behind it (a wildcard entry), configured
// in a temporary folder and stopped afterwards. The machine's own pgbouncer service is not used.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error - a plain JavaScript module without type declarations
import { pgbouncerBinary as findPgbouncer } from "./pgbouncer-binary.mjs";

export interface PgBouncer {
  /** `serverUrl` with the pooler's address: the same user, password and database, through PgBouncer. */
  readonly url: string;
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** Where pgbouncer is installed, or undefined. */
export const pgbouncerBinary = findPgbouncer as () => string | undefined;

/** A quoted value of the pgbouncer configuration format. */
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

function configuration(server: URL, port: number, authFile: string): string {
  return `[databases]
* = host=${server.hostname} port=${server.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${authFile}
pool_mode = transaction
; every test file's pools at once, several files in parallel
max_client_conn = 2000
default_pool_size = 20
log_connections = 0
log_disconnections = 0
logfile =
pidfile =
`;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function startPgBouncer(serverUrl: string, binary = pgbouncerBinary()): Promise<PgBouncer> {
  if (!binary) throw new Error("TEST_POOLER=pgbouncer: pgbouncer is not installed (apt-get install pgbouncer).");
  const server = new URL(serverUrl);
  const folder = mkdtempSync(path.join(tmpdir(), "oauth-pgbouncer-"));
  // PgBouncer refuses to run as root: it then runs as nobody, who must read the configuration.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(folder, 0o755);
  const authFile = path.join(folder, "users.txt");
  writeFileSync(
    authFile,
    `${quoted(decodeURIComponent(server.username || "postgres"))} ${quoted(decodeURIComponent(server.password))}\n`,
    { mode: 0o644 },
  );
  const configFile = path.join(folder, "pgbouncer.ini");
  let output = "";
  // The free port may be taken between choosing and binding it: then another is chosen.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    writeFileSync(configFile, configuration(server, port, authFile), { mode: 0o644 });
    const child = spawn(binary, [...(asRoot ? ["-u", "nobody"] : []), configFile], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
    child.stderr.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
    const deadline = Date.now() + 30_000;
    while (child.exitCode === null && Date.now() < deadline && !(await accepts(port)))
      await new Promise((r) => setTimeout(r, 50));
    if (child.exitCode === null && (await accepts(port))) {
      const url = new URL(serverUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return {
        url: url.toString(),
        pid: child.pid,
        async stop() {
          child.kill("SIGTERM");
          await exited(child);
          rmSync(folder, { recursive: true, force: true });
        },
      };
    }
    child.kill("SIGKILL");
    await exited(child);
    if (attempt >= 3) {
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start:\n${output}`);
    }
  }
}
