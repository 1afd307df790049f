// Reads the `scope` parameter (spec s4.1: names separated by spaces or by commas).
import { type Scope, isScope, scopeRank } from "./scope-catalogue";

export const MAX_SCOPE_PARAM_LENGTH = 2000;
export const MAX_SCOPE_ITEMS = 100;

export type ScopeParseResult =
  | { ok: true; scopes: Scope[] }
  | { ok: false; reason: "unknown_scope"; unknown: string[] }
  // Input beyond the bounds is refused before it is split, so a huge parameter costs nothing.
  | { ok: false; reason: "too_large"; unknown: string[] };

export function parseScopeParam(raw: string): ScopeParseResult {
  if (raw.length > MAX_SCOPE_PARAM_LENGTH) return { ok: false, reason: "too_large", unknown: [] };
  const items = raw.split(/[ ,]+/).filter((item) => item !== "");
  if (items.length > MAX_SCOPE_ITEMS) return { ok: false, reason: "too_large", unknown: [] };

  const scopes = new Set<Scope>();
  const unknown = new Set<string>();
  for (const item of items) {
    if (isScope(item)) scopes.add(item);
    else unknown.add(item);
  }
  if (unknown.size > 0) return { ok: false, reason: "unknown_scope", unknown: [...unknown] };
  return { ok: true, scopes: [...scopes] };
}

/** The wire form (RFC 6749 s3.3): single spaces, catalogue order, each scope once. */
export function formatScopes(scopes: Iterable<Scope>): string {
  return [...new Set(scopes)].sort((a, b) => scopeRank(a) - scopeRank(b)).join(" ");
}
