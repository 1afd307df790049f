// HostRulePort in memory, for the core's unit tests; held to the same contract as the Prisma
// adapter (host-rules-contract.ts). `audit` records what the adapter writes to the audit log.
import type { HostRule, HostRulePort } from "../client-metadata/host-rules/ports";

export type MemoryHostRuleAudit = { event: "added" | "removed"; pattern: string; adminId: string };

export function createMemoryHostRules(): HostRulePort & { audit: MemoryHostRuleAudit[] } {
  const rules = new Map<string, HostRule>();
  const audit: MemoryHostRuleAudit[] = [];
  let sequence = 0;
  return {
    audit,
    async findHostRules(patterns) {
      return [...rules.values()].filter((rule) => patterns.includes(rule.pattern));
    },
    async listHostRules() {
      return [...rules.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    async addHostRule(rule, actor, max) {
      if ([...rules.values()].some((r) => r.pattern === rule.pattern)) return "exists";
      if (rules.size >= max) return "full";
      const id = `rule-${++sequence}`;
      rules.set(id, { ...rule, scopes: [...rule.scopes], id });
      audit.push({ event: "added", pattern: rule.pattern, adminId: actor.adminId });
      return "added";
    },
    async removeHostRule(id, actor) {
      const rule = rules.get(id);
      if (!rule) return null;
      rules.delete(id);
      audit.push({ event: "removed", pattern: rule.pattern, adminId: actor.adminId });
      return rule;
    },
  };
}
