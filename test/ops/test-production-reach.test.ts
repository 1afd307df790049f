// test:production's probe reaches the PostgreSQL server that the database tier runs on.
import { describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import { postgresReachable } from "@/scripts/test-production.mjs";

describe("test:production's PostgreSQL probe", () => {
  it.runIf(process.env.TEST_DATABASE_URL)("reaches the PostgreSQL server of TEST_DATABASE_URL", async () => {
    expect(await postgresReachable(process.env.TEST_DATABASE_URL)).toBe(true);
  });
});
