import { describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import * as primary from "../../scripts/cluster-primary.mjs";
// @ts-expect-error - a plain JavaScript module without type declarations
import * as scrape from "../../scripts/cluster-scrape.mjs";
import * as asked from "./ask-primary";
import { WORKER_METRICS_REQUEST, WORKER_METRICS_RESPONSE } from "./cluster-metrics";

describe("the messages between workers and the primary", () => {
  it("are named alike on both sides", () => {
    for (const name of [
      "CLUSTER_METRICS_REQUEST",
      "CLUSTER_METRICS_RESPONSE",
      "CLUSTER_WORKERS_REQUEST",
      "CLUSTER_WORKERS_RESPONSE",
    ] as const)
      expect((primary as Record<string, unknown>)[name], name).toBe(asked[name]);
    expect(scrape.WORKER_METRICS_REQUEST).toBe(WORKER_METRICS_REQUEST);
    expect(scrape.WORKER_METRICS_RESPONSE).toBe(WORKER_METRICS_RESPONSE);
  });
});
