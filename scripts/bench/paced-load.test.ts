import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { dueTimes, percentile, runPaced } from "./paced-load";

describe("bench: a paced (open-loop) load", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Serves `handler` on a loopback port; returns its base URL. */
  async function serve(handler: http.RequestListener): Promise<string> {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("spaces the requests evenly at the offered rate, capped by the amount", () => {
    expect(dueTimes(4, 1)).toEqual([0, 250, 500, 750]);
    expect(dueTimes(100, 2, 3)).toEqual([0, 10, 20]);
  });

  it("takes the nearest-rank percentile", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it("counts a request's wait for a busy connection from when it was due (no coordinated omission)", async () => {
    // One connection; the first measured request holds it 300 ms. The requests due meanwhile (one
    // every 10 ms) wait behind it, so a fifth of them answer at least 100 ms after they were due,
    // however fast the machine: a closed-loop or per-second-quota load would not count that wait.
    let measured = 0;
    const url = await serve((req, res) => {
      const first = req.url === "/work" && measured++ === 0;
      setTimeout(() => res.end("{}"), first ? 300 : 0);
    });
    const result = await runPaced({
      url,
      connections: 1,
      seconds: 1,
      rate: 100,
      request: { method: "GET", path: "/work" },
    });
    expect(result.total).toBe(100);
    expect(result.errors + result.timeouts + result.non2xx).toBe(0);
    expect(result.p99).toBeGreaterThanOrEqual(100);
    expect(measured).toBe(100);
  });

  it("starts the clock (onClockStart) after every connection's warm-up and before the first measured request", async () => {
    const seen: string[] = [];
    const url = await serve((req, res) => {
      seen.push(req.url!);
      res.end("{}");
    });
    let atStart: string[] | undefined;
    await runPaced({
      url,
      connections: 3,
      seconds: 1,
      rate: 5,
      request: { method: "GET", path: "/work" },
      onClockStart: () => (atStart = [...seen]),
    });
    expect(atStart).toEqual(["/healthz", "/healthz", "/healthz"]);
    expect(seen.filter((path) => path === "/work")).toHaveLength(5);
  });

  it("counts answers other than the expected status", async () => {
    let answered = 0;
    const url = await serve((req, res) => {
      if (req.url === "/x") res.statusCode = answered++ % 2 === 0 ? 400 : 200;
      res.end("{}");
    });
    const result = await runPaced({
      url,
      connections: 2,
      seconds: 1,
      rate: 10,
      expectedStatus: 400,
      request: { path: "/x" },
    });
    expect(result.total).toBe(10);
    expect(result.non2xx).toBe(5);
  });

  it("carries a connection's context from one of its requests to the next", async () => {
    const steps: string[] = [];
    const url = await serve((req, res) => {
      if (req.url === "/x") steps.push(String(req.headers["x-step"]));
      res.end("{}");
    });
    await runPaced({
      url,
      connections: 1,
      seconds: 1,
      rate: 5,
      request: {
        path: "/x",
        setupRequest: (request, context) => {
          context.step = String(Number(context.step ?? "0") + 1);
          return { ...request, headers: { "x-step": context.step } };
        },
      },
    });
    expect(steps).toEqual(["1", "2", "3", "4", "5"]);
  });
});
