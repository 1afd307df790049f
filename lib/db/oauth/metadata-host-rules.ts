// Trusted agent hosts: administrators' allow and deny rules for the hosts serving Client ID Metadata
// Documents, each change audited in its own transaction (the decision history reads the events).
import { HOST_RULE_EVENTS } from "@/lib/oauth/client-metadata/host-rules/host-rule-events";
import type { HostRule, HostRulePort } from "@/lib/oauth/client-metadata/host-rules/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { PrismaClient } from "../generated/client";
import { isUniqueViolation } from "../prisma-errors";

const select = { id: true, pattern: true, effect: true, scopes: true, reason: true, createdAt: true } as const;
type Row = { id: string; pattern: string; effect: "ALLOW" | "DENY"; scopes: string[]; reason: string; createdAt: Date };
const ruleOf = (row: Row): HostRule => ({ ...row, scopes: row.scopes as Scope[] });

export function createPrismaHostRules(prisma: PrismaClient): HostRulePort {
  return {
    async findHostRules(patterns) {
      if (patterns.length === 0) return [];
      const rows = await prisma.metadataHostRule.findMany({ where: { pattern: { in: [...patterns] } }, select });
      return rows.map(ruleOf);
    },

    async listHostRules() {
      const rows = await prisma.metadataHostRule.findMany({
        select,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1000,
      });
      return rows.map(ruleOf);
    },

    async addHostRule(rule, actor, max) {
      try {
        return await prisma.$transaction(async (tx) => {
          // Concurrent additions take turns here, so the count below is the one the insert sees.
          await tx.$executeRaw`LOCK TABLE "MetadataHostRule" IN SHARE ROW EXCLUSIVE MODE`;
          if ((await tx.metadataHostRule.count()) >= max) return "full" as const;
          if ((await tx.metadataHostRule.count({ where: { pattern: rule.pattern } })) > 0) return "exists" as const;
          await tx.metadataHostRule.create({
            data: { ...rule, scopes: [...rule.scopes], createdById: actor.adminId },
          });
          await tx.auditLog.create({
            data: {
              actorId: actor.adminId,
              eventType: HOST_RULE_EVENTS[rule.effect],
              details: { name: rule.pattern, pattern: rule.pattern, scopes: [...rule.scopes], reason: rule.reason },
              createdAt: rule.createdAt,
            },
          });
          return "added" as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return "exists";
        throw error;
      }
    },

    async removeHostRule(id, actor, at) {
      return prisma.$transaction(async (tx) => {
        const [row] = await tx.metadataHostRule.findMany({ where: { id }, select, take: 1 });
        if (!row) return null;
        const { count } = await tx.metadataHostRule.deleteMany({ where: { id } });
        if (count === 0) return null;
        await tx.auditLog.create({
          data: {
            actorId: actor.adminId,
            eventType: HOST_RULE_EVENTS.removed,
            details: { name: row.pattern, pattern: row.pattern, effect: row.effect },
            createdAt: at,
          },
        });
        return ruleOf(row);
      });
    },
  };
}
