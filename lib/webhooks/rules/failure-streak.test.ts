import { describe, expect, it } from "vitest";
import { afterAttempt } from "./failure-streak";

const day = 86_400_000;
const t0 = new Date("2030-01-01T00:00:00Z");

describe("a failure streak", () => {
  it("starts at the first failure and ends at a success", () => {
    expect(afterAttempt({ failingSince: null, delivered: false, now: t0 })).toEqual({
      failingSince: t0,
      disable: false,
    });
    expect(afterAttempt({ failingSince: t0, delivered: true, now: t0 })).toEqual({
      failingSince: null,
      disable: false,
    });
  });

  it("disables the subscription once it has lasted five days", () => {
    expect(afterAttempt({ failingSince: t0, delivered: false, now: new Date(t0.getTime() + 4.9 * day) }).disable).toBe(
      false,
    );
    expect(afterAttempt({ failingSince: t0, delivered: false, now: new Date(t0.getTime() + 5 * day) }).disable).toBe(
      true,
    );
  });
});
