import { describe, expect, it } from "vitest";
import { LIVE_BOOKING_STATUSES, isLiveBooking } from "./booking-status";

describe("live bookings", () => {
  it("are the accepted and the pending ones; a cancelled or rejected booking is not live", () => {
    expect([...LIVE_BOOKING_STATUSES].sort()).toEqual(["ACCEPTED", "PENDING"]);
    expect(isLiveBooking({ status: "ACCEPTED" })).toBe(true);
    expect(isLiveBooking({ status: "PENDING" })).toBe(true);
    expect(isLiveBooking({ status: "CANCELLED" })).toBe(false);
    expect(isLiveBooking({ status: "REJECTED" })).toBe(false);
  });
});
