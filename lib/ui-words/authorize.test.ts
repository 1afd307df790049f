import { describe, expect, it } from "vitest";
import { consentResourceWords, consentScopeDescription } from "./authorize";

describe("consent screen words", () => {
  it("does not repeat the group title in team and organization lines", () => {
    expect(consentResourceWords("Team bookings", "team")).toBe("bookings");
    expect(consentResourceWords("Organization teams", "organization")).toBe("teams");
    expect(consentResourceWords("Bookings", "personal")).toBe("bookings");
  });

  it("speaks to the account's owner, not to a developer", () => {
    expect(consentScopeDescription("PROFILE_READ")).toBe("See your name, email address, username and time zone.");
    expect(consentScopeDescription("BOOKING_READ")).toMatch(/^List bookings/);
  });

  it("drops the group's name from team and organization details, and details that only repeat the line", () => {
    expect(consentScopeDescription("TEAM_BOOKING_READ")).toBeNull();
    expect(consentScopeDescription("ORG_BOOKING_READ")).toBeNull();
    expect(consentScopeDescription("TEAM_BOOKING_WRITE")).toBe("Create, edit, delete bookings.");
    expect(consentScopeDescription("ORG_EVENT_TYPE_WRITE")).toBe("Create, edit, delete event types.");
  });
});
