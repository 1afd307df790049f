// The processes of the cluster tier, each on a free loopback port: a Redis server of its own (so
// stopping it touches nobody else), instances of the production build (`node scripts/start.mjs`,
// one worker each) and HAProxy running deploy/haproxy.cfg. Each records its output for the
// assertions and for the failure report.
import { type ChildProcess, spawn } from "node:child_process";
import { createConnection, createServer } from "node:net";

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until `check` holds, polling; fails naming what it waited for after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** A child process whose output lines are kept, and whose exit can be awaited. */
export class Child {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private gone = false;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
    onLine: (line: string) => void = () => {},
  ) {
    for (const stream of [process.stdout, process.stderr]) {
      let rest = "";
      stream?.on("data", (chunk: Buffer) => {
        const parts = (rest + chunk.toString("utf8")).split("\n");
        rest = parts.pop() ?? "";
        this.lines.push(...parts);
        parts.forEach(onLine);
      });
    }
    this.exited = new Promise((resolve) =>
      process.once("exit", (code, signal) => {
        this.gone = true;
        resolve(code ?? (signal ? -1 : null));
      }),
    );
  }

  get alive(): boolean {
    return !this.gone;
  }

  stop(signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
    if (!this.gone) this.process.kill(signal);
    return this.exited;
  }

  tail(count = 40): string {
    return `${this.name}:\n${this.lines.slice(-count).join("\n")}`;
  }
}

export async function startRedis(port: number): Promise<Child> {
  const child = new Child(
    "redis",
    spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  await until(
    "Redis to accept connections",
    async () => {
      if (!child.alive) throw new Error(`redis-server exited:\n${child.tail()}`);
      return accepts(port);
    },
    30_000,
  );
  return child;
}

export async function startHaproxy(port: number, instancePorts: readonly number[]): Promise<Child> {
  const servers = Object.fromEntries(instancePorts.map((p, i) => [`APP_${i + 1}`, `127.0.0.1:${p}`]));
  const env = { ...process.env, LB_BIND: `127.0.0.1:${port}`, ...servers };
  const child = new Child(
    "haproxy",
    spawn("haproxy", ["-db", "-f", "deploy/haproxy.cfg"], { env, stdio: ["ignore", "pipe", "pipe"] }),
  );
  await until(
    "HAProxy to accept connections",
    async () => {
      if (!child.alive) throw new Error(`haproxy exited:\n${child.tail()}`);
      return accepts(port);
    },
    30_000,
  );
  return child;
}

/** One instance of the production build; started again on the same port after it stops. */
export class Instance {
  /** Every line every process of this instance wrote, across restarts. */
  readonly lines: string[] = [];
  current: Child | null = null;
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.current?.process.pid;
  }

  async start(): Promise<void> {
    this.starts += 1;
    const child = new Child(
      `${this.name} (start ${this.starts})`,
      spawn(process.execPath, ["scripts/start.mjs"], {
        env: { ...process.env, ...this.env, PORT: String(this.port) },
        stdio: ["ignore", "pipe", "pipe"],
      }),
      (line) => this.lines.push(line),
    );
    this.current = child;
    await until(
      `${this.name} to answer /readyz with 200`,
      async () => {
        if (!child.alive) throw new Error(`${this.name} exited during start-up:\n${child.tail()}`);
        return fetch(`${this.url}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
      },
      240_000,
    );
  }

  /** How many requests whose X-Request-Id starts with `prefix` this instance served, across restarts. */
  served(prefix: string): number {
    return this.lines.filter((l) => l.includes(`"requestId":"${prefix}`)).length;
  }

  /** Whether its current process served such a request: the balancer sends it traffic again. */
  servesNow(prefix: string): boolean {
    return this.current?.lines.some((l) => l.includes(`"requestId":"${prefix}`)) ?? false;
  }
}
