// What the trusted-host rules say of the host serving a metadata document. The most specific rule
// decides: an exact host before any suffix, a longer suffix before a shorter one, so an
// administrator may deny "*.example.com" and still allow "agents.example.com" (or the reverse).
import type { Scope } from "../../scope-catalogue";
import { patternsNaming } from "./host-pattern";
import type { HostRule, HostRuleReader } from "./ports";

export type HostVerdict =
  | { readonly kind: "none" }
  | { readonly kind: "deny"; readonly pattern: string }
  | { readonly kind: "allow"; readonly pattern: string; readonly scopes: readonly Scope[] };

export function hostVerdict(hostname: string, rules: readonly HostRule[]): HostVerdict {
  for (const pattern of patternsNaming(hostname)) {
    const rule = rules.find((r) => r.pattern === pattern);
    if (!rule) continue;
    return rule.effect === "DENY" ? { kind: "deny", pattern } : { kind: "allow", pattern, scopes: rule.scopes };
  }
  return { kind: "none" };
}

export async function findHostVerdict(reader: HostRuleReader, hostname: string): Promise<HostVerdict> {
  const patterns = patternsNaming(hostname);
  return hostVerdict(hostname, await reader.findHostRules(patterns));
}

/**
 * An allow rule approves a first-seen client only for scopes it names, every one of them: a client
 * asking for nothing (which would make it unrestricted) or for more waits for a person as before.
 */
export function approvedByHostRule(verdict: HostVerdict, scopes: readonly Scope[]): boolean {
  return verdict.kind === "allow" && scopes.length > 0 && scopes.every((scope) => verdict.scopes.includes(scope));
}
