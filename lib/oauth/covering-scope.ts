// Which held scope covers a required one (spec s2.3, s5.6). The one statement of the rule: the
// scope check, the realm check, the authorized-apps tally and the OpenAPI text all ask it, so a new
// implication is added here and nowhere else.
import { SCOPES, type Scope, isScope } from "./scope-catalogue";

/**
 * The held scope that covers `required`: the scope itself if held, else the ORG_X that covers a
 * required TEAM_X; null when none does. Nothing else covers anything: WRITE does not cover READ,
 * TEAM never covers ORG, and a TEAM_ scope without an ORG_ twin is covered only by itself.
 */
export function coveringScope(held: Iterable<Scope>, required: Scope): Scope | null {
  const holding = new Set(held);
  if (holding.has(required)) return required;
  const twin = organizationTwin(required);
  return twin !== null && holding.has(twin) ? twin : null;
}

/** Every scope that covers `required` on its own: the scope itself first, then the others in catalogue order. */
export function scopesCovering(required: Scope): Scope[] {
  return [required, ...SCOPES.filter((s) => s !== required && coveringScope([s], required) !== null)];
}

function organizationTwin(scope: Scope): Scope | null {
  if (!scope.startsWith("TEAM_")) return null;
  const candidate = `ORG_${scope.slice("TEAM_".length)}`;
  return isScope(candidate) ? candidate : null;
}
