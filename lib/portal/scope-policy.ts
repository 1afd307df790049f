// Which scopes a client may be saved with (spec s2.1, s8: at least one). The form's zod schema and
// lib/db both call this, so the rule and its wording live in one tested place.
import type { ActionResult } from "@/lib/action-result";
import { type Scope, isScope, scopeRank } from "@/lib/oauth/scope-catalogue";

export const MIN_CLIENT_SCOPES = 1;

/** Known scopes only, each once, in catalogue order; an empty choice is refused. */
export function checkClientScopes(scopes: readonly string[]): ActionResult<Scope[]> {
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) {
    return invalid(`Unknown scope: ${unknown.slice(0, 5).join(", ")}.`);
  }
  const unique = [...new Set(scopes as readonly Scope[])].sort((a, b) => scopeRank(a) - scopeRank(b));
  if (unique.length < MIN_CLIENT_SCOPES) return invalid("Choose at least one scope.");
  return { ok: true, data: unique };
}

/** What a change added and removed (scopes or redirect URIs), for the audit log and the review rule of issue 5. */
export function diffLists(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  return { added: after.filter((s) => !before.includes(s)), removed: before.filter((s) => !after.includes(s)) };
}

function invalid(message: string): ActionResult<never> {
  return { ok: false, code: "invalid_input", message, fieldErrors: { scopes: message } };
}
