import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INSTANT_MESSAGE, instantRange, instantSchema } from "./instant";

describe("instantSchema", () => {
  it("takes ISO 8601 date-times with Z or an offset inside the range", () => {
    for (const [value, iso] of [
      ["1970-01-01T00:00:00Z", "1970-01-01T00:00:00.000Z"],
      ["2026-06-01T10:00:00+02:00", "2026-06-01T08:00:00.000Z"],
      ["9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z"],
    ]) {
      const parsed = instantSchema.safeParse(value);
      expect(parsed.success && parsed.data.toISOString(), value).toBe(iso);
    }
  });

  it("refuses malformed values, other types and instants outside the range, with one message", () => {
    for (const value of [
      "",
      "1e12",
      "now",
      "2026-01-01",
      "2026-01-01T00:00:00",
      "2026-02-30T00:00:00Z",
      "0000-01-01T00:00:00Z",
      "0001-01-01T00:00:00+14:00",
      "1969-12-31T23:59:59.999Z",
      "9999-12-31T23:59:59-00:01",
      "+275760-09-13T00:00:00Z",
      "-000001-01-01T00:00:00Z",
      1e12,
      null,
      {},
    ]) {
      const parsed = instantSchema.safeParse(value);
      expect(parsed.success, String(value)).toBe(false);
      if (typeof value === "string") expect(parsed.error?.issues.map((i) => i.message)).toEqual([INSTANT_MESSAGE]);
    }
  });
});

describe("instantRange", () => {
  const schema = instantRange(z.object({ start: instantSchema, end: instantSchema }), 31);
  const fields = (input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.path.join("."));

  it("needs end after start and at most the given days later", () => {
    expect(fields({ start: "2026-01-01T00:00:00Z", end: "2026-01-08T00:00:00Z" })).toBeUndefined();
    expect(fields({ start: "2026-01-08T00:00:00Z", end: "2026-01-01T00:00:00Z" })).toEqual(["end"]);
    expect(fields({ start: "2026-01-01T00:00:00Z", end: "2026-03-01T00:00:00Z" })).toEqual(["end"]);
  });

  it("reports a malformed instant on its own field and does not judge the range", () => {
    expect(fields({ start: "", end: "2026-01-08T00:00:00Z" })).toEqual(["start"]);
    expect(fields({ start: "0000-01-01T00:00:00Z", end: "1e12" })).toEqual(["start", "end"]);
  });
});
