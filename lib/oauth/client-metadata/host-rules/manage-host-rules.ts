// An administrator's use cases on trusted agent hosts: add an allow or deny rule (bounded: the
// pattern, the reason, the scopes, at most MAX_HOST_RULES rules), or remove one. Each is audited by
// the store in the same transaction; the decision history lists them. Returns codes, never words.
import { isScope, type Scope } from "../../scope-catalogue";
import { parseHostPattern, type HostPatternProblem } from "./host-pattern";
import type { HostRule, HostRuleEffect, HostRulePort } from "./ports";

export const MAX_HOST_RULES = 500;
export const MAX_HOST_RULE_REASON_LENGTH = 500;

export interface HostRuleDeps {
  readonly store: HostRulePort;
  readonly now: Date;
}

export interface AddHostRuleInput {
  readonly pattern: string;
  readonly effect: HostRuleEffect;
  readonly scopes: readonly string[];
  readonly reason: string;
  readonly adminId: string;
}

export type AddHostRuleProblem =
  | HostPatternProblem
  | "scopes_invalid"
  | "reason_invalid"
  | "pattern_exists"
  | "too_many_rules";

export type AddHostRuleResult = { ok: true; data: { pattern: string } } | { ok: false; code: AddHostRuleProblem };

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** ALLOW names at least one scope the catalogue knows; DENY names none. */
function readScopes(effect: HostRuleEffect, scopes: readonly string[]): Scope[] | null {
  if (effect === "DENY") return scopes.length === 0 ? [] : null;
  if (scopes.length === 0 || scopes.length > 100 || !scopes.every(isScope)) return null;
  return [...new Set(scopes as Scope[])];
}

export async function addHostRule(deps: HostRuleDeps, input: AddHostRuleInput): Promise<AddHostRuleResult> {
  const parsed = parseHostPattern(input.pattern);
  if (!parsed.ok) return { ok: false, code: parsed.problem };
  const scopes = readScopes(input.effect, input.scopes);
  if (scopes === null) return { ok: false, code: "scopes_invalid" };
  const reason = input.reason.trim();
  if (reason === "" || reason.length > MAX_HOST_RULE_REASON_LENGTH || CONTROL.test(reason))
    return { ok: false, code: "reason_invalid" };
  const { pattern } = parsed.value;
  const stored = await deps.store.addHostRule(
    { pattern, effect: input.effect, scopes, reason, createdAt: deps.now },
    { adminId: input.adminId },
    MAX_HOST_RULES,
  );
  if (stored === "exists") return { ok: false, code: "pattern_exists" };
  if (stored === "full") return { ok: false, code: "too_many_rules" };
  return { ok: true, data: { pattern } };
}

export type RemoveHostRuleResult = { ok: true; data: { rule: HostRule } } | { ok: false; code: "not_found" };

export async function removeHostRule(
  deps: HostRuleDeps,
  input: { readonly id: string; readonly adminId: string },
): Promise<RemoveHostRuleResult> {
  if (input.id.length === 0 || input.id.length > 64) return { ok: false, code: "not_found" };
  const removed = await deps.store.removeHostRule(input.id, { adminId: input.adminId }, deps.now);
  return removed ? { ok: true, data: { rule: removed } } : { ok: false, code: "not_found" };
}
