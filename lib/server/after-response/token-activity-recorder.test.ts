import { describe, expect, it } from "vitest";
import type { TokenActivityCount } from "@/lib/db/oauth/record-token-activity";
import { createTokenActivityBatcher } from "./token-activity-recorder";

const at = (iso: string) => new Date(iso);

describe("createTokenActivityBatcher", () => {
  it("writes after the caller returns, adding up requests of the same row into one count", async () => {
    const writes: TokenActivityCount[][] = [];
    const batcher = createTokenActivityBatcher(
      async (rows) => void writes.push([...rows]),
      () => {},
    );
    batcher.record({ clientId: "a", at: at("2026-11-25T10:00:00Z"), outcome: "success" });
    batcher.record({ clientId: "a", at: at("2026-11-25T11:00:00Z"), outcome: "success" });
    batcher.record({ clientId: "a", at: at("2026-11-25T11:30:00Z"), outcome: "failure", reason: "rate_limited" });
    expect(writes).toEqual([]);
    await batcher.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual([
      {
        clientId: "a",
        day: at("2026-11-25T00:00:00Z"),
        outcome: "success",
        reason: "",
        count: 2,
        lastAt: at("2026-11-25T11:00:00Z"),
      },
      {
        clientId: "a",
        day: at("2026-11-25T00:00:00Z"),
        outcome: "failure",
        reason: "rate_limited",
        count: 1,
        lastAt: at("2026-11-25T11:30:00Z"),
      },
    ]);
  });

  it("keeps what arrives during a write for the next one, and survives a failed write", async () => {
    const writes: number[] = [];
    const errors: unknown[] = [];
    let release: () => void = () => {};
    let first = true;
    const batcher = createTokenActivityBatcher(
      (rows) => {
        writes.push(rows.reduce((n, r) => n + r.count, 0));
        if (!first) return Promise.resolve();
        first = false;
        return new Promise<void>((_, reject) => {
          release = () => reject(new Error("database away"));
        });
      },
      (error) => errors.push(error),
    );
    batcher.record({ clientId: "a", at: at("2026-11-25T10:00:00Z"), outcome: "success" });
    await new Promise((r) => setTimeout(r, 80));
    batcher.record({ clientId: "a", at: at("2026-11-25T10:00:01Z"), outcome: "success" });
    batcher.record({ clientId: "b", at: at("2026-11-25T10:00:02Z"), outcome: "success" });
    release();
    await batcher.flush();
    expect(writes).toEqual([1, 2]);
    expect(errors).toHaveLength(1);
  });
});
