// The covering rule written out, as spec s2.3 states it: an ORG_ scope also grants its TEAM_ twin,
// and nothing else covers anything but itself. Tests compare coveringScope and everything that asks
// it (the API's scope check, the realm check, the OpenAPI text) against this table, instead of
// deriving the answer again, so a change to the rule shows as a failing test and a diff here.
import type { Scope } from "../scope-catalogue";

/** The other scopes that cover a required one; a scope not listed is covered only by itself. */
export const COVERED_ALSO_BY: Partial<Record<Scope, readonly Scope[]>> = {
  TEAM_EVENT_TYPE_READ: ["ORG_EVENT_TYPE_READ"],
  TEAM_EVENT_TYPE_WRITE: ["ORG_EVENT_TYPE_WRITE"],
  TEAM_BOOKING_READ: ["ORG_BOOKING_READ"],
  TEAM_BOOKING_WRITE: ["ORG_BOOKING_WRITE"],
  TEAM_SCHEDULE_READ: ["ORG_SCHEDULE_READ"],
  TEAM_SCHEDULE_WRITE: ["ORG_SCHEDULE_WRITE"],
  TEAM_PROFILE_READ: ["ORG_PROFILE_READ"],
  TEAM_PROFILE_WRITE: ["ORG_PROFILE_WRITE"],
  TEAM_MEMBERSHIP_READ: ["ORG_MEMBERSHIP_READ"],
  TEAM_MEMBERSHIP_WRITE: ["ORG_MEMBERSHIP_WRITE"],
  TEAM_ROUTING_FORM_READ: ["ORG_ROUTING_FORM_READ"],
  TEAM_ROUTING_FORM_WRITE: ["ORG_ROUTING_FORM_WRITE"],
};

/** Every scope that covers `required` on its own, the scope itself first. */
export function declaredCovering(required: Scope): readonly Scope[] {
  return [required, ...(COVERED_ALSO_BY[required] ?? [])];
}
