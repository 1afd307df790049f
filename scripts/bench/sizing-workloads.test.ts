import { describe, expect, it } from "vitest";
import { interleave } from "./sizing-workloads";

describe("sizing's exchange: codes of different people one after another", () => {
  it("takes the first of each list, then the second of each, and so on", () => {
    expect(interleave([["a1", "a2", "a3"], ["b1"], ["c1", "c2"]])).toEqual(["a1", "b1", "c1", "a2", "c2", "a3"]);
  });

  it("is empty for no lists", () => {
    expect(interleave([])).toEqual([]);
  });
});
