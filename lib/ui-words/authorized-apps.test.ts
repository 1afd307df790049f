import { describe, expect, it } from "vitest";
import { usageResourceWords, usageSentence } from "./authorized-apps";

describe("what an app did, in the account owner's words", () => {
  it("names whose data each scope touched, without scope names", () => {
    expect(usageResourceWords("BOOKING_READ")).toBe("your bookings");
    expect(usageResourceWords("TEAM_BOOKING_READ")).toBe("your teams' bookings");
    expect(usageResourceWords("ORG_SCHEDULE_WRITE")).toBe("your organizations' schedules");
    expect(usageResourceWords("NOT_A_SCOPE")).toBe("your account");
  });

  it("counts reads and changes, and says when last", () => {
    expect(usageSentence({ scope: "BOOKING_READ", reads: 14, changes: 0 }, "2 hours ago")).toBe(
      "Read your bookings 14 times, last 2 hours ago",
    );
    expect(usageSentence({ scope: "BOOKING_WRITE", reads: 0, changes: 1 }, "just now")).toBe(
      "Changed your bookings once, last just now",
    );
    expect(usageSentence({ scope: "PROFILE_WRITE", reads: 2, changes: 3 }, "1 day ago")).toBe(
      "Read your profile twice and made 3 changes, last 1 day ago",
    );
  });
});
