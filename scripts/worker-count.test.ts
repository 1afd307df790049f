import { describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import { workerCount } from "./worker-count.mjs";

describe("workerCount", () => {
  it("runs exactly one process on the embedded database, whatever WEB_CONCURRENCY says", () => {
    expect(workerCount({ WEB_CONCURRENCY: "4" }, 8)).toBe(1);
  });

  it("runs one process per core on PostgreSQL unless WEB_CONCURRENCY is a positive number", () => {
    const pg = { DATABASE_URL: "postgresql://db/oauth" };
    expect(workerCount(pg, 8)).toBe(8);
    expect(workerCount({ ...pg, WEB_CONCURRENCY: "3" }, 8)).toBe(3);
    expect(workerCount({ ...pg, WEB_CONCURRENCY: "0" }, 8)).toBe(8);
    expect(workerCount({ ...pg, WEB_CONCURRENCY: "many" }, 8)).toBe(8);
  });
});
