import { describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import { DEFAULT_URL, decide, postgresReachable } from "./test-production.mjs";

describe("test:production", () => {
  it("skips when no PostgreSQL answers at the default address and none was named", async () => {
    const probed: string[] = [];
    const nobody = async (url: string) => (probed.push(url), false);
    expect(await decide({}, nobody)).toBe("skip");
    expect(probed).toEqual([DEFAULT_URL]);
  });

  it("fails when the server named by TEST_DATABASE_URL cannot be reached, and runs when a server answers", async () => {
    expect(await decide({ TEST_DATABASE_URL: "postgresql://db.example/x" }, async () => false)).toBe("fail");
    expect(await decide({ TEST_DATABASE_URL: "postgresql://db.example/x" }, async () => true)).toBe("run");
    expect(await decide({}, async () => true)).toBe("run");
  });

  it("finds nothing listening on a closed port, quickly", async () => {
    const started = Date.now();
    expect(await postgresReachable("postgresql://postgres@127.0.0.1:1/postgres", 2000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
