import { describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import { serverScripts } from "./assemble-standalone.mjs";

describe("assembleStandalone's server scripts", () => {
  it("are start.mjs and every script it reaches, so the image never misses a module", () => {
    expect(serverScripts()).toEqual([
      "build-if-stale.mjs",
      "cluster-primary.mjs",
      "cluster-scrape.mjs",
      "drain.mjs",
      "serve.mjs",
      "start.mjs",
      "worker-count.mjs",
      "worker-restart-policy.mjs",
    ]);
  });
});
