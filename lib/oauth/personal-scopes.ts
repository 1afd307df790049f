// What each personal scope grants (spec s2.3): the authorized user's own resources, and
// OpenID Connect's openid (an ID token and UserInfo, no API operation).
import type { Scope, ScopeEntry } from "./scope-names";

type PersonalScope = Exclude<Scope, `TEAM_${string}` | `ORG_${string}`>;

// `satisfies` makes the compiler refuse a personal scope missing here, or one not in SCOPES.
export const PERSONAL_SCOPE_ENTRIES = {
  openid: {
    access: "READ",
    resource: "Identity",
    description: "Sign the user in: an ID token and UserInfo naming the account (profile claims need PROFILE_READ).",
  },
  EVENT_TYPE_READ: {
    access: "READ",
    resource: "Event types",
    description: "Read event types and their private links.",
  },
  EVENT_TYPE_WRITE: {
    access: "WRITE",
    resource: "Event types",
    description: "Create, update, delete event types; manage private links.",
  },
  BOOKING_READ: {
    access: "READ",
    resource: "Bookings",
    description: "List bookings; view recordings, transcripts, calendar links, references.",
  },
  BOOKING_WRITE: {
    access: "WRITE",
    resource: "Bookings",
    description: "Add guests, update locations, confirm, decline, reassign bookings.",
  },
  SCHEDULE_READ: {
    access: "READ",
    resource: "Schedules",
    description: "List and view schedules (availability).",
  },
  SCHEDULE_WRITE: { access: "WRITE", resource: "Schedules", description: "Create, update, delete schedules." },
  APPS_READ: {
    access: "READ",
    resource: "Apps and calendars",
    description: "List connected calendars, check busy times, check ICS feeds, verify calendar connections.",
  },
  APPS_WRITE: {
    access: "WRITE",
    resource: "Apps and calendars",
    description:
      "Save ICS feeds, connect calendars through OAuth, save Apple calendar credentials, disconnect calendars.",
  },
  PROFILE_READ: { access: "READ", resource: "Profile", description: "View the authorized user's profile." },
  PROFILE_WRITE: {
    access: "WRITE",
    resource: "Profile",
    description: "Update the authorized user's profile.",
  },
  WEBHOOK_READ: { access: "READ", resource: "Webhooks", description: "List and view webhooks." },
  WEBHOOK_WRITE: { access: "WRITE", resource: "Webhooks", description: "Create, update, delete webhooks." },
  VERIFIED_RESOURCES_READ: {
    access: "READ",
    resource: "Verified emails and phones",
    description: "List verified email addresses and phone numbers.",
  },
  VERIFIED_RESOURCES_WRITE: {
    access: "WRITE",
    resource: "Verified emails and phones",
    description: "Request verification codes; verify email addresses and phone numbers.",
  },
} as const satisfies Record<PersonalScope, ScopeEntry>;
