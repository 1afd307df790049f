// A fixed offered load, open loop: request k is due at start + k / rate, whatever the answers before
// it did, and its latency counts from when it was due (a request that waits for a free connection
// waits on the clock: coordinated omission is not hidden). autocannon's rate mode is not this: each
// connection sends back to back until its quota for the second is spent and then waits for the
// next second, so "half the maximum" was a closed-loop burst at full speed for half of every second.
import http from "node:http";
import type { LoadContext, LoadRequest, LoadResult } from "./load";

type Connection = { agent: http.Agent; context: LoadContext };

/** The p-th percentile (0-100) of sorted values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The times (ms from the start) at which each request is due: evenly spaced at `rate` per second. */
export function dueTimes(rate: number, seconds: number, amount?: number): number[] {
  const count = Math.min(amount ?? Number.POSITIVE_INFINITY, Math.max(1, Math.round(rate * seconds)));
  return Array.from({ length: count }, (_, k) => (k * 1000) / rate);
}

function send(
  base: URL,
  connection: Connection,
  request: LoadRequest,
  timeoutMs: number,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders } | "error" | "timeout"> {
  const made = request.setupRequest ? request.setupRequest(request, connection.context) : request;
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent: connection.agent,
        host: base.hostname,
        port: base.port,
        method: made.method ?? "GET",
        path: made.path,
        headers: { ...made.headers, ...(made.body ? { "content-length": Buffer.byteLength(made.body) } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
        );
        res.on("error", () => resolve("error"));
      },
    );
    req.on("timeout", () => {
      req.destroy();
      resolve("timeout");
    });
    req.on("error", () => resolve("error"));
    req.end(made.body);
  });
}

export async function runPaced(options: {
  url: string;
  connections: number;
  seconds: number;
  rate: number;
  amount?: number;
  request: LoadRequest;
  expectedStatus?: number;
  /** A cheap request each connection sends once before the clock starts, so no measured request opens one. */
  warmPath?: string;
  /** Called once the connections are open, right before the first request is due (a CPU sample, say). */
  onClockStart?: () => void;
}): Promise<LoadResult> {
  const base = new URL(options.url);
  const connections: Connection[] = Array.from({ length: options.connections }, () => ({
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    context: {},
  }));
  const warm = { method: "GET", path: options.warmPath ?? "/healthz" };
  await Promise.all(connections.map((connection) => send(base, connection, warm, 10_000)));

  options.onClockStart?.();
  const due = dueTimes(options.rate, options.seconds, options.amount);
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let unexpected = 0;
  const idle = [...connections];
  const waiting: number[] = [];
  let next = 0;
  let done = 0;
  const start = performance.now() + 5;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  const dispatch = (connection: Connection, dueAt: number) => {
    void send(base, connection, options.request, 10_000).then((answer) => {
      if (answer === "error") errors++;
      else if (answer === "timeout") timeouts++;
      else {
        latencies.push(performance.now() - (start + dueAt));
        const ok =
          options.expectedStatus === undefined
            ? answer.status >= 200 && answer.status < 300
            : answer.status === options.expectedStatus;
        if (!ok) unexpected++;
        options.request.onResponse?.(
          answer.status,
          answer.body,
          connection.context,
          answer.headers as Record<string, string | string[]>,
        );
      }
      idle.push(connection);
      if (++done === due.length) finish();
      else pump();
    });
  };
  let timer: NodeJS.Timeout | undefined;
  function pump() {
    const now = performance.now() - start;
    while (next < due.length && due[next]! <= now) waiting.push(due[next++]!);
    while (waiting.length > 0 && idle.length > 0) dispatch(idle.pop()!, waiting.shift()!);
    clearTimeout(timer);
    if (next < due.length) timer = setTimeout(pump, Math.max(0, due[next]! - (performance.now() - start)));
  }
  timer = setTimeout(pump, 5);
  await finished;
  clearTimeout(timer);
  const elapsed = (performance.now() - start) / 1000;
  for (const connection of connections) connection.agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total: latencies.length,
    errors,
    timeouts,
    non2xx: unexpected,
  };
}
