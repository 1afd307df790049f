// The scopes' names (spec s2.3), in their documented order, and the words their catalogue is
// written in. Names are case-sensitive (RFC 6749 s3.3).
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

/** What a kind's file (personal-scopes.ts, team-scopes.ts, organization-scopes.ts) says of a scope. */
export type ScopeEntry = Omit<ScopeInfo, "scope" | "kind">;
