import { describe, expect, it } from "vitest";
// @ts-expect-error - a plain JavaScript module without type declarations
import { PROGRAMS, missingPrograms } from "./test-cluster.mjs";

describe("test:cluster", () => {
  it("needs HAProxy and redis-server, and names each one missing", () => {
    expect(PROGRAMS).toEqual(["haproxy", "redis-server"]);
    expect(missingPrograms(() => true)).toEqual([]);
    expect(missingPrograms((program: string) => program !== "haproxy")).toEqual(["haproxy"]);
    expect(missingPrograms(() => false)).toEqual(["haproxy", "redis-server"]);
  });
});
