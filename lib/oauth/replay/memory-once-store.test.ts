import { describe, expect, it } from "vitest";
import { describeOnceStoreContract } from "../testing/once-store-contract";
import { MemoryOnceStore } from "./memory-once-store";

describeOnceStoreContract("MemoryOnceStore", async (now) => ({ store: new MemoryOnceStore({ now }) }));

describe("MemoryOnceStore's bound", () => {
  const T0 = new Date("2030-01-01T00:00:00Z");
  const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

  it("sweeps expired records when full, and refuses a new id while full of live ones", async () => {
    let now = T0;
    const store = new MemoryOnceStore({ now: () => now, capacity: 3 });
    expect(await store.firstUse("dpop_proof", "a", at(10))).toBe(true);
    expect(await store.firstUse("dpop_proof", "b", at(10))).toBe(true);
    expect(await store.firstUse("dpop_proof", "c", at(100))).toBe(true);
    expect(await store.firstUse("dpop_proof", "d", at(100))).toBe(false);
    now = at(10);
    expect(await store.firstUse("dpop_proof", "d", at(100))).toBe(true);
    expect(store.size).toBe(2);
    expect(await store.firstUse("dpop_proof", "c", at(100))).toBe(false);
  });
});
