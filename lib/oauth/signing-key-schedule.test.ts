import { describe, expect, it } from "vitest";
import { SIGNING_KEY_GRACE_SECONDS, scheduleSigningKeys } from "./signing-key-schedule";

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (s: number) => new Date(T0.getTime() + s * 1000);

describe("scheduleSigningKeys", () => {
  it("keeps a superseded key for the longest access-token lifetime (1800 s) plus skew", () => {
    expect(SIGNING_KEY_GRACE_SECONDS).toBe(1860);
    const keys = [
      { id: "old", createdAt: T0 },
      { id: "new", createdAt: at(100) },
    ];
    expect(scheduleSigningKeys(keys, at(100 + 1859))).toEqual({ published: ["new", "old"], retire: [] });
    expect(scheduleSigningKeys(keys, at(100 + 1860))).toEqual({ published: ["new"], retire: ["old"] });
  });

  it("never retires the newest key and dates each old key from its own successor", () => {
    const keys = [
      { id: "a", createdAt: T0 },
      { id: "c", createdAt: at(5000) },
      { id: "b", createdAt: at(1000) },
    ];
    expect(scheduleSigningKeys(keys, at(5010))).toEqual({ published: ["c", "b"], retire: ["a"] });
    expect(scheduleSigningKeys([{ id: "only", createdAt: T0 }], at(1e9))).toEqual({ published: ["only"], retire: [] });
  });
});
