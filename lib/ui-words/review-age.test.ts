import { describe, expect, it } from "vitest";
import { waitingFor } from "./review-age";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("waitingFor", () => {
  it("words the age in the largest whole unit, singular or plural", () => {
    expect(waitingFor(ago(10_000), now)).toBe("waiting 1 minute");
    expect(waitingFor(ago(5 * 60_000), now)).toBe("waiting 5 minutes");
    expect(waitingFor(ago(3_600_000), now)).toBe("waiting 1 hour");
    expect(waitingFor(ago(3 * 86_400_000 + 5_000), now)).toBe("waiting 3 days");
  });
  it("never words a negative age (a clock skew reads as just now)", () => {
    expect(waitingFor(new Date(now.getTime() + 60_000), now)).toBe("waiting 1 minute");
  });
});
