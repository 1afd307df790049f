// Which scopes a client may be saved with (spec s2.1, s8: at least one). The form's schema and
// every use case call this, so the rule lives in one tested place.
import { type Scope, isScope, scopeRank } from "@/lib/oauth/scope-catalogue";
import { invalidField, type Outcome } from "../outcome";

export const MIN_CLIENT_SCOPES = 1;
/** How many unknown names a refusal repeats back. */
const UNKNOWN_SHOWN = 5;

/** Known scopes only, each once, in catalogue order; an empty choice is refused. */
export function checkClientScopes(scopes: readonly string[]): Outcome<Scope[]> {
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0)
    return invalidField("scopes", { code: "scope_unknown", values: unknown.slice(0, UNKNOWN_SHOWN) });
  const unique = [...new Set(scopes as readonly Scope[])].sort((a, b) => scopeRank(a) - scopeRank(b));
  if (unique.length < MIN_CLIENT_SCOPES) return invalidField("scopes", { code: "scopes_none" });
  return { ok: true, data: unique };
}

/** What a change added and removed (scopes or redirect URIs), for the audit log and the review rule. */
export function diffLists(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  return { added: after.filter((s) => !before.includes(s)), removed: before.filter((s) => !after.includes(s)) };
}
