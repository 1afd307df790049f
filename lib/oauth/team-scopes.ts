// What each team scope grants (spec s2.3): the resources of a team the user belongs to.
import type { Scope, ScopeEntry } from "./scope-names";

type TeamScope = Extract<Scope, `TEAM_${string}`>;

// `satisfies` makes the compiler refuse a team scope missing here, or one not in SCOPES.
export const TEAM_SCOPE_ENTRIES = {
  TEAM_EVENT_TYPE_READ: {
    access: "READ",
    resource: "Team event types",
    description: "View team event types.",
  },
  TEAM_EVENT_TYPE_WRITE: {
    access: "WRITE",
    resource: "Team event types",
    description: "Create, edit, delete team event types.",
  },
  TEAM_BOOKING_READ: { access: "READ", resource: "Team bookings", description: "View team bookings." },
  TEAM_BOOKING_WRITE: {
    access: "WRITE",
    resource: "Team bookings",
    description: "Create, edit, delete team bookings.",
  },
  TEAM_SCHEDULE_READ: { access: "READ", resource: "Team schedules", description: "View team schedules." },
  TEAM_SCHEDULE_WRITE: {
    access: "WRITE",
    resource: "Team schedules",
    description: "Create, edit, delete team schedules.",
  },
  TEAM_PROFILE_READ: { access: "READ", resource: "Team profiles", description: "View team profiles." },
  TEAM_PROFILE_WRITE: {
    access: "WRITE",
    resource: "Team profiles",
    description: "Create, edit, delete teams.",
  },
  TEAM_MEMBERSHIP_READ: {
    access: "READ",
    resource: "Team memberships",
    description: "View team memberships.",
  },
  TEAM_MEMBERSHIP_WRITE: {
    access: "WRITE",
    resource: "Team memberships",
    description: "Create, edit, delete team memberships.",
  },
  TEAM_APPS_READ: { access: "READ", resource: "Team apps", description: "View team connected apps." },
  TEAM_APPS_WRITE: {
    access: "WRITE",
    resource: "Team apps",
    description: "Connect and disconnect team apps.",
  },
  TEAM_ROUTING_FORM_READ: {
    access: "READ",
    resource: "Team routing forms",
    description: "View team routing forms.",
  },
  TEAM_ROUTING_FORM_WRITE: {
    access: "WRITE",
    resource: "Team routing forms",
    description: "Create, edit, delete team routing form responses.",
  },
  TEAM_WORKFLOW_READ: { access: "READ", resource: "Team workflows", description: "View team workflows." },
  TEAM_WORKFLOW_WRITE: {
    access: "WRITE",
    resource: "Team workflows",
    description: "Create, edit, delete team workflows.",
  },
  TEAM_VERIFIED_RESOURCES_READ: {
    access: "READ",
    resource: "Team verified emails and phones",
    description: "View team verified emails and phone numbers.",
  },
  TEAM_VERIFIED_RESOURCES_WRITE: {
    access: "WRITE",
    resource: "Team verified emails and phones",
    description: "Verify emails and phone numbers for teams.",
  },
} as const satisfies Record<TeamScope, ScopeEntry>;
