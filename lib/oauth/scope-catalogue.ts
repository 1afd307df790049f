// The scopes a client can be granted (spec s2.3), in their documented order. Names are
// case-sensitive (RFC 6749 s3.3). What each grants is in its kind's file.
import { ORGANIZATION_SCOPE_ENTRIES } from "./organization-scopes";
import { PERSONAL_SCOPE_ENTRIES } from "./personal-scopes";
import { SCOPES, type Scope, type ScopeAccess, type ScopeEntry, type ScopeInfo, type ScopeKind } from "./scope-names";
import { TEAM_SCOPE_ENTRIES } from "./team-scopes";

export {
  SCOPES,
  type Scope,
  type ScopeAccess,
  type ScopeEntry,
  type ScopeInfo,
  type ScopeKind,
} from "./scope-names";

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
