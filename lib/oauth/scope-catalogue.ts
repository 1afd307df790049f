// The scopes a client can be granted (spec s2.3), in their documented order. Names are
// case-sensitive (RFC 6749 s3.3). What each grants is in its kind's file.
import { ORGANIZATION_SCOPE_ENTRIES } from "./organization-scopes";
import { PERSONAL_SCOPE_ENTRIES } from "./personal-scopes";
import { TEAM_SCOPE_ENTRIES } from "./team-scopes";

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

function ofKind<S extends Scope>(kind: ScopeKind, entries: Record<S, ScopeEntry>): Record<S, Omit<ScopeInfo, "scope">> {
  const described = Object.entries<ScopeEntry>(entries).map(([scope, entry]) => [scope, { kind, ...entry }]);
  return Object.fromEntries(described) as Record<S, Omit<ScopeInfo, "scope">>;
}

const CATALOGUE: Readonly<Record<Scope, Omit<ScopeInfo, "scope">>> = {
  ...ofKind("personal", PERSONAL_SCOPE_ENTRIES),
  ...ofKind("team", TEAM_SCOPE_ENTRIES),
  ...ofKind("organization", ORGANIZATION_SCOPE_ENTRIES),
};

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
