import { describe, expect, it } from "vitest";
import { describeScope, scopesByKind } from "@/lib/oauth/scope-catalogue";
import {
  AUTHORIZE_ERROR_WORDS,
  authorizeErrorHint,
  authorizeErrorMessage,
  consentLineTitle,
  consentResourceWords,
  consentScopeDescription,
} from "./authorize";

describe("consent screen words", () => {
  it("does not repeat the group title in team and organization lines", () => {
    expect(consentResourceWords("Team bookings", "team")).toBe("bookings");
    expect(consentResourceWords("Organization teams", "organization")).toBe("teams");
    expect(consentResourceWords("Bookings", "personal")).toBe("bookings");
  });

  it("speaks to the account's owner, not to a developer", () => {
    expect(consentScopeDescription("PROFILE_READ")).toBe("See your name, email address, username and time zone.");
    expect(consentScopeDescription("BOOKING_READ")).toBe(
      "See your bookings, with their recordings, transcripts and calendar links.",
    );
  });

  it("never says webhooks or references to the account's owner", () => {
    const { personal, team, organization } = scopesByKind();
    for (const scope of [...personal, ...team, ...organization]) {
      const { kind, resource, access } = describeScope(scope);
      const words = `${consentLineTitle({ resource, access: [access] }, kind)} ${consentScopeDescription(scope)}`;
      expect(words, scope).not.toMatch(/webhook|references/i);
    }
  });

  it("says for every team and organization scope, in plain words, whose data it reaches", () => {
    expect(consentScopeDescription("TEAM_BOOKING_READ")).toBe("See the bookings of the teams you belong to.");
    expect(consentScopeDescription("ORG_EVENT_TYPE_WRITE")).toBe(
      "Create, change and delete event types in the organizations you belong to.",
    );
    const { team, organization } = scopesByKind();
    for (const scope of [...team, ...organization]) {
      const words = consentScopeDescription(scope);
      expect(words).toMatch(
        /^(See the|Create, change and delete) [a-z][a-z ,]+ (of|in) the (teams|organizations) you belong to\.$/,
      );
      expect(words).not.toMatch(/[A-Z]{2,}|_|\bAPI\b|scope/);
    }
  });
});

describe("authorization error pages", () => {
  it.each([
    ["PENDING", /pending review/, /review|approved/gi],
    ["SUSPENDED", /suspended/, /suspend/gi],
  ] as const)("for a %s client state the reason once", (status, reason, mentions) => {
    const page = [
      authorizeErrorMessage("client_not_approved", status),
      authorizeErrorHint("client_not_approved"),
      AUTHORIZE_ERROR_WORDS.nothingShared,
    ].join(" ");
    expect(page).toMatch(reason);
    expect(page.match(mentions)).toHaveLength(1);
    expect(page.match(/nothing was shared/gi)).toHaveLength(1);
  });
});
