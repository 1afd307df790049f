// Starts one of the bench's servers as a child process and waits until a path answers 200.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";

export type ChildServer = { url: string; pid: number | undefined; stop(): Promise<void> };

async function waitReady(child: ChildProcess, url: string, logs: string[]) {
  let exited = false;
  child.once("exit", () => (exited = true));
  for (let waited = 0; ; waited += 250) {
    if (exited) throw new Error(`${url} exited during start-up:\n${logs.join("")}`);
    if (waited > 180_000) throw new Error(`${url} not ready after 180 s:\n${logs.join("")}`);
    if (
      await fetch(url).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=prof") go to every server the bench starts. */
export function serverNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
}

/** BENCH_SERVER_NODE runs every server the bench starts on another Node.js binary than the bench's own. */
export function serverNodeBinary(): string {
  return process.env.BENCH_SERVER_NODE || process.execPath;
}

export function serverNodeVersion(): string {
  return execFileSync(serverNodeBinary(), ["--version"], { encoding: "utf8" }).trim();
}

export async function startChildServer(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  baseUrl: string;
  readyPath: string;
  cleanup?: () => Promise<void>;
}): Promise<ChildServer> {
  const child = spawn(serverNodeBinary(), [...serverNodeArgs(), ...options.args], {
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Only the start-up's output is kept (for the error); later output is read and dropped.
  const logs: string[] = [];
  let keep = true;
  child.stdout!.on("data", (c: Buffer) => keep && logs.push(c.toString()));
  child.stderr!.on("data", (c: Buffer) => keep && logs.push(c.toString()));
  try {
    await waitReady(child, `${options.baseUrl}${options.readyPath}`, logs);
    keep = false;
  } catch (err) {
    child.kill("SIGKILL");
    await options.cleanup?.();
    throw err;
  }
  return {
    url: options.baseUrl,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await options.cleanup?.();
    },
  };
}
