// The scopes a client can be granted (spec s2.3). Names are case-sensitive (RFC 6749 s3.3).

export const SCOPES = [
  // OpenID Connect Core s3.1.2.1: asks for an ID token and UserInfo (who the user is); no API operation.
  "openid",
  "EVENT_TYPE_READ",
  "EVENT_TYPE_WRITE",
  "BOOKING_READ",
  "BOOKING_WRITE",
  "SCHEDULE_READ",
  "SCHEDULE_WRITE",
  "APPS_READ",
  "APPS_WRITE",
  "PROFILE_READ",
  "PROFILE_WRITE",
  "WEBHOOK_READ",
  "WEBHOOK_WRITE",
  "VERIFIED_RESOURCES_READ",
  "VERIFIED_RESOURCES_WRITE",
  "TEAM_EVENT_TYPE_READ",
  "TEAM_EVENT_TYPE_WRITE",
  "TEAM_BOOKING_READ",
  "TEAM_BOOKING_WRITE",
  "TEAM_SCHEDULE_READ",
  "TEAM_SCHEDULE_WRITE",
  "TEAM_PROFILE_READ",
  "TEAM_PROFILE_WRITE",
  "TEAM_MEMBERSHIP_READ",
  "TEAM_MEMBERSHIP_WRITE",
  "TEAM_APPS_READ",
  "TEAM_APPS_WRITE",
  "TEAM_ROUTING_FORM_READ",
  "TEAM_ROUTING_FORM_WRITE",
  "TEAM_WORKFLOW_READ",
  "TEAM_WORKFLOW_WRITE",
  "TEAM_VERIFIED_RESOURCES_READ",
  "TEAM_VERIFIED_RESOURCES_WRITE",
  "ORG_EVENT_TYPE_READ",
  "ORG_EVENT_TYPE_WRITE",
  "ORG_BOOKING_READ",
  "ORG_BOOKING_WRITE",
  "ORG_SCHEDULE_READ",
  "ORG_SCHEDULE_WRITE",
  "ORG_PROFILE_READ",
  "ORG_PROFILE_WRITE",
  "ORG_MEMBERSHIP_READ",
  "ORG_MEMBERSHIP_WRITE",
  "ORG_ROUTING_FORM_READ",
  "ORG_ROUTING_FORM_WRITE",
  "ORG_WEBHOOK_READ",
  "ORG_WEBHOOK_WRITE",
] as const;

export type Scope = (typeof SCOPES)[number];
export type ScopeKind = "personal" | "team" | "organization";
export type ScopeAccess = "READ" | "WRITE";

export interface ScopeInfo {
  readonly scope: Scope;
  readonly kind: ScopeKind;
  readonly access: ScopeAccess;
  /** Short label shared by a READ/WRITE pair, so a UI can show the pair as one line. */
  readonly resource: string;
  /** The spec's wording of what the scope grants. */
  readonly description: string;
}

type Entry = Omit<ScopeInfo, "scope">;
const P = "personal",
  T = "team",
  O = "organization";

// `satisfies` makes the compiler refuse a scope that is missing here or not in SCOPES.
const CATALOGUE = {
  openid: {
    kind: P,
    access: "READ",
    resource: "Identity",
    description: "Sign the user in: an ID token and UserInfo naming the account (profile claims need PROFILE_READ).",
  },
  EVENT_TYPE_READ: {
    kind: P,
    access: "READ",
    resource: "Event types",
    description: "Read event types and their private links.",
  },
  EVENT_TYPE_WRITE: {
    kind: P,
    access: "WRITE",
    resource: "Event types",
    description: "Create, update, delete event types; manage private links.",
  },
  BOOKING_READ: {
    kind: P,
    access: "READ",
    resource: "Bookings",
    description: "List bookings; view recordings, transcripts, calendar links, references.",
  },
  BOOKING_WRITE: {
    kind: P,
    access: "WRITE",
    resource: "Bookings",
    description: "Add guests, update locations, confirm, decline, reassign bookings.",
  },
  SCHEDULE_READ: {
    kind: P,
    access: "READ",
    resource: "Schedules",
    description: "List and view schedules (availability).",
  },
  SCHEDULE_WRITE: { kind: P, access: "WRITE", resource: "Schedules", description: "Create, update, delete schedules." },
  APPS_READ: {
    kind: P,
    access: "READ",
    resource: "Apps and calendars",
    description: "List connected calendars, check busy times, check ICS feeds, verify calendar connections.",
  },
  APPS_WRITE: {
    kind: P,
    access: "WRITE",
    resource: "Apps and calendars",
    description:
      "Save ICS feeds, connect calendars through OAuth, save Apple calendar credentials, disconnect calendars.",
  },
  PROFILE_READ: { kind: P, access: "READ", resource: "Profile", description: "View the authorized user's profile." },
  PROFILE_WRITE: {
    kind: P,
    access: "WRITE",
    resource: "Profile",
    description: "Update the authorized user's profile.",
  },
  WEBHOOK_READ: { kind: P, access: "READ", resource: "Webhooks", description: "List and view webhooks." },
  WEBHOOK_WRITE: { kind: P, access: "WRITE", resource: "Webhooks", description: "Create, update, delete webhooks." },
  VERIFIED_RESOURCES_READ: {
    kind: P,
    access: "READ",
    resource: "Verified emails and phones",
    description: "List verified email addresses and phone numbers.",
  },
  VERIFIED_RESOURCES_WRITE: {
    kind: P,
    access: "WRITE",
    resource: "Verified emails and phones",
    description: "Request verification codes; verify email addresses and phone numbers.",
  },
  TEAM_EVENT_TYPE_READ: {
    kind: T,
    access: "READ",
    resource: "Team event types",
    description: "View team event types.",
  },
  TEAM_EVENT_TYPE_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team event types",
    description: "Create, edit, delete team event types.",
  },
  TEAM_BOOKING_READ: { kind: T, access: "READ", resource: "Team bookings", description: "View team bookings." },
  TEAM_BOOKING_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team bookings",
    description: "Create, edit, delete team bookings.",
  },
  TEAM_SCHEDULE_READ: { kind: T, access: "READ", resource: "Team schedules", description: "View team schedules." },
  TEAM_SCHEDULE_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team schedules",
    description: "Create, edit, delete team schedules.",
  },
  TEAM_PROFILE_READ: { kind: T, access: "READ", resource: "Team profiles", description: "View team profiles." },
  TEAM_PROFILE_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team profiles",
    description: "Create, edit, delete teams.",
  },
  TEAM_MEMBERSHIP_READ: {
    kind: T,
    access: "READ",
    resource: "Team memberships",
    description: "View team memberships.",
  },
  TEAM_MEMBERSHIP_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team memberships",
    description: "Create, edit, delete team memberships.",
  },
  TEAM_APPS_READ: { kind: T, access: "READ", resource: "Team apps", description: "View team connected apps." },
  TEAM_APPS_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team apps",
    description: "Connect and disconnect team apps.",
  },
  TEAM_ROUTING_FORM_READ: {
    kind: T,
    access: "READ",
    resource: "Team routing forms",
    description: "View team routing forms.",
  },
  TEAM_ROUTING_FORM_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team routing forms",
    description: "Create, edit, delete team routing form responses.",
  },
  TEAM_WORKFLOW_READ: { kind: T, access: "READ", resource: "Team workflows", description: "View team workflows." },
  TEAM_WORKFLOW_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team workflows",
    description: "Create, edit, delete team workflows.",
  },
  TEAM_VERIFIED_RESOURCES_READ: {
    kind: T,
    access: "READ",
    resource: "Team verified emails and phones",
    description: "View team verified emails and phone numbers.",
  },
  TEAM_VERIFIED_RESOURCES_WRITE: {
    kind: T,
    access: "WRITE",
    resource: "Team verified emails and phones",
    description: "Verify emails and phone numbers for teams.",
  },
  ORG_EVENT_TYPE_READ: {
    kind: O,
    access: "READ",
    resource: "Organization event types",
    description: "View all event types in the organization.",
  },
  ORG_EVENT_TYPE_WRITE: {
    kind: O,
    access: "WRITE",
    resource: "Organization event types",
    description: "Create, edit, delete event types in the organization.",
  },
  ORG_BOOKING_READ: {
    kind: O,
    access: "READ",
    resource: "Organization bookings",
    description: "View all bookings in the organization.",
  },
  ORG_BOOKING_WRITE: {
    kind: O,
    access: "WRITE",
    resource: "Organization bookings",
    description: "Create, edit, delete bookings in the organization.",
  },
  ORG_SCHEDULE_READ: {
    kind: O,
    access: "READ",
    resource: "Organization schedules",
    description: "View schedules in the organization.",
  },
  ORG_SCHEDULE_WRITE: {
    kind: O,
    access: "WRITE",
    resource: "Organization schedules",
    description: "Create, edit, delete schedules in the organization.",
  },
  ORG_PROFILE_READ: {
    kind: O,
    access: "READ",
    resource: "Organization teams",
    description: "View organization teams.",
  },
  ORG_PROFILE_WRITE: {
    kind: O,
    access: "WRITE",
    resource: "Organization teams",
    description: "Create, edit, delete organization teams.",
  },
  ORG_MEMBERSHIP_READ: {
    kind: O,
    access: "READ",
    resource: "Organization memberships",
    description: "View organization memberships and users.",
  },
  ORG_MEMBERSHIP_WRITE: {
    kind: O,
    access: "WRITE",
    resource: "Organization memberships",
    description: "Create, edit, delete organization memberships and users.",
  },
  ORG_ROUTING_FORM_READ: {
    kind: O,
    access: "READ",
    resource: "Organization routing forms",
    description: "View organization routing forms.",
  },
  ORG_ROUTING_FORM_WRITE: {
    kind: O,
    access: "WRITE",
    resource: "Organization routing forms",
    description: "Create, edit, delete organization routing form responses.",
  },
  ORG_WEBHOOK_READ: {
    kind: O,
    access: "READ",
    resource: "Organization webhooks",
    description: "View organization webhooks.",
  },
  ORG_WEBHOOK_WRITE: {
    kind: O,
    access: "WRITE",
    resource: "Organization webhooks",
    description: "Create, edit, delete organization webhooks.",
  },
} as const satisfies Record<Scope, Entry>;

const SCOPE_SET: ReadonlySet<string> = new Set(SCOPES);
const SCOPE_RANK: ReadonlyMap<Scope, number> = new Map(SCOPES.map((scope, index) => [scope, index]));

/** The OpenID Connect scope: it reaches no API operation, only the ID token and UserInfo. */
export const OPENID_SCOPE = "openid" satisfies Scope;

export function isScope(value: string): value is Scope {
  return SCOPE_SET.has(value);
}

export function describeScope(scope: Scope): ScopeInfo {
  return { scope, ...CATALOGUE[scope] };
}

/** Position in the catalogue; used to list scopes in a stable, documented order. */
export function scopeRank(scope: Scope): number {
  return SCOPE_RANK.get(scope) ?? Number.MAX_SAFE_INTEGER;
}

export function scopesByKind(): Record<ScopeKind, readonly Scope[]> {
  return {
    personal: SCOPES.filter((s) => CATALOGUE[s].kind === "personal"),
    team: SCOPES.filter((s) => CATALOGUE[s].kind === "team"),
    organization: SCOPES.filter((s) => CATALOGUE[s].kind === "organization"),
  };
}

export interface ScopeDisplayLine {
  readonly resource: string;
  readonly kind: ScopeKind;
  /** The accesses held for this resource, READ before WRITE. */
  readonly access: readonly ScopeAccess[];
  readonly scopes: readonly Scope[];
}

/** Folds READ/WRITE pairs into one line per resource, in catalogue order (consent screen, portal). */
export function groupScopesForDisplay(scopes: Iterable<Scope>): ScopeDisplayLine[] {
  const held = new Set(scopes);
  const lines = new Map<string, { resource: string; kind: ScopeKind; access: ScopeAccess[]; scopes: Scope[] }>();
  for (const scope of SCOPES) {
    if (!held.has(scope)) continue;
    const { resource, kind, access } = CATALOGUE[scope];
    const key = `${kind}:${resource}`;
    const line = lines.get(key) ?? { resource, kind, access: [], scopes: [] };
    line.access.push(access);
    line.scopes.push(scope);
    lines.set(key, line);
  }
  return [...lines.values()];
}
