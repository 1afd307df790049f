// What each organization scope grants (spec s2.3): the resources of an organization the user
// belongs to (an ORG_ scope also covers its TEAM_ twin: covering-scope.ts).
import type { Scope, ScopeEntry } from "./scope-names";

type OrganizationScope = Extract<Scope, `ORG_${string}`>;

// `satisfies` makes the compiler refuse a organization scope missing here, or one not in SCOPES.
export const ORGANIZATION_SCOPE_ENTRIES = {
  ORG_EVENT_TYPE_READ: {
    access: "READ",
    resource: "Organization event types",
    description: "View all event types in the organization.",
  },
  ORG_EVENT_TYPE_WRITE: {
    access: "WRITE",
    resource: "Organization event types",
    description: "Create, edit, delete event types in the organization.",
  },
  ORG_BOOKING_READ: {
    access: "READ",
    resource: "Organization bookings",
    description: "View all bookings in the organization.",
  },
  ORG_BOOKING_WRITE: {
    access: "WRITE",
    resource: "Organization bookings",
    description: "Create, edit, delete bookings in the organization.",
  },
  ORG_SCHEDULE_READ: {
    access: "READ",
    resource: "Organization schedules",
    description: "View schedules in the organization.",
  },
  ORG_SCHEDULE_WRITE: {
    access: "WRITE",
    resource: "Organization schedules",
    description: "Create, edit, delete schedules in the organization.",
  },
  ORG_PROFILE_READ: {
    access: "READ",
    resource: "Organization teams",
    description: "View organization teams.",
  },
  ORG_PROFILE_WRITE: {
    access: "WRITE",
    resource: "Organization teams",
    description: "Create, edit, delete organization teams.",
  },
  ORG_MEMBERSHIP_READ: {
    access: "READ",
    resource: "Organization memberships",
    description: "View organization memberships and users.",
  },
  ORG_MEMBERSHIP_WRITE: {
    access: "WRITE",
    resource: "Organization memberships",
    description: "Create, edit, delete organization memberships and users.",
  },
  ORG_ROUTING_FORM_READ: {
    access: "READ",
    resource: "Organization routing forms",
    description: "View organization routing forms.",
  },
  ORG_ROUTING_FORM_WRITE: {
    access: "WRITE",
    resource: "Organization routing forms",
    description: "Create, edit, delete organization routing form responses.",
  },
  ORG_WEBHOOK_READ: {
    access: "READ",
    resource: "Organization webhooks",
    description: "View organization webhooks.",
  },
  ORG_WEBHOOK_WRITE: {
    access: "WRITE",
    resource: "Organization webhooks",
    description: "Create, edit, delete organization webhooks.",
  },
} as const satisfies Record<OrganizationScope, ScopeEntry>;
