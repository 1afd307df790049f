// One closed-loop load run with autocannon (typed here: the package ships no types).
import { createRequire } from "node:module";

/** What one connection carries from one step of a sequence to the next (reset when it starts over). */
export type LoadContext = Record<string, string>;

export type LoadRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: LoadContext) => LoadRequest;
  onResponse?: (status: number, body: string, context: LoadContext, headers: Record<string, string | string[]>) => void;
};
type Histogram = { p50: number; p99: number; average: number };
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export type LoadResult = {
  reqPerSec: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  amount?: number;
  request: LoadRequest;
  /** Requests each connection sends in turn instead of `request`, starting over after the last. */
  steps?: LoadRequest[];
  /** The status every response should have, when it is not a 2xx (e.g. a refusal being measured). */
  expectedStatus?: number;
  /** A fixed offered load, requests per second over all connections (open loop), instead of closed-loop. */
  rate?: number;
}): Promise<LoadResult> {
  let unexpected = 0;
  const { expectedStatus } = options;
  const request: LoadRequest =
    expectedStatus === undefined
      ? options.request
      : {
          ...options.request,
          onResponse: (status, body, context, headers) => {
            if (status !== expectedStatus) unexpected++;
            options.request.onResponse?.(status, body, context, headers);
          },
        };
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.amount ? { amount: options.amount } : {}),
    ...(options.rate ? { overallRate: options.rate } : {}),
    timeout: 10,
    requests: options.steps ?? [request],
  });
  return {
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    // With an expected status, a "non-2xx" is any other status.
    non2xx: expectedStatus === undefined ? result.non2xx : unexpected,
  };
}
