import { describe, expect, it } from "vitest";
import { readParams } from "./request-params";

const NAMES = ["a", "b", "c"] as const;

describe("readParams", () => {
  it("reads single values from URLSearchParams and from records alike", () => {
    expect(readParams(new URLSearchParams("a=1&b=2&zzz=9"), NAMES)).toEqual({
      values: { a: "1", b: "2" },
      duplicates: [],
      malformed: [],
    });
    expect(readParams({ a: "1", b: ["2"], zzz: "9" }, NAMES)).toEqual({
      values: { a: "1", b: "2" },
      duplicates: [],
      malformed: [],
    });
  });

  it("reports a recognised parameter that appears twice, even with the same value", () => {
    expect(readParams(new URLSearchParams("a=1&a=1&b=2"), NAMES).duplicates).toEqual(["a"]);
    expect(readParams({ a: ["1", "2"] }, NAMES).duplicates).toEqual(["a"]);
    expect(readParams(new URLSearchParams("a=&a=1"), NAMES).duplicates).toEqual(["a"]);
  });

  it("ignores duplicates of parameters it does not know", () => {
    expect(readParams(new URLSearchParams("x=1&x=2"), NAMES).duplicates).toEqual([]);
  });

  it("treats an empty value as omitted", () => {
    expect(readParams(new URLSearchParams("a=&b"), NAMES).values).toEqual({});
    expect(readParams({ a: "", b: undefined, c: [] }, NAMES).values).toEqual({});
  });

  it("reports values that are not strings", () => {
    const json = JSON.parse('{"a": 5, "b": {"x": 1}, "c": "ok"}') as Record<string, string>;
    expect(readParams(json, NAMES)).toEqual({ values: { c: "ok" }, duplicates: [], malformed: ["a", "b"] });
  });

  it("does not read inherited properties", () => {
    expect(readParams({}, ["toString", "constructor"]).values).toEqual({});
  });
});
