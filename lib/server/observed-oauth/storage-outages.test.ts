import { describe, expect, it } from "vitest";
import { createOutageLog } from "@/lib/oauth/token-grants/outage-log";
import { outageNotingStore } from "./storage-outages";

describe("outageNotingStore", () => {
  it("opens an outage when a call finds the database away, closes it at the next success, ignores other errors", async () => {
    const log = createOutageLog();
    let answer: () => unknown = () => "row";
    const store = outageNotingStore({ read: async (id: string) => `${id}:${String(answer())}`, limit: 3 }, log);
    expect(store.limit).toBe(3);
    expect(await store.read("a")).toBe("a:row");
    expect(log.recent()).toEqual([]);

    answer = () => {
      throw Object.assign(new Error("a bug"), { code: "23505" });
    };
    await expect(store.read("a")).rejects.toThrow("a bug");
    expect(log.recent()).toEqual([]);

    answer = () => {
      throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    };
    await expect(store.read("a")).rejects.toThrow("ECONNREFUSED");
    const [open] = log.recent();
    expect(open).toBeDefined();

    answer = () => "row";
    await store.read("a");
    expect(log.recent()).toHaveLength(1);
    expect(log.recent()[0]!.from).toEqual(open!.from);
    expect(log.recent()[0]!.until.getTime()).toBeGreaterThanOrEqual(open!.until.getTime());
  });
});
