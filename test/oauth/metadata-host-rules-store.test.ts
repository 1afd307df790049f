// The Prisma store of trusted agent hosts honours the contract the memory store is unit-tested with.
import { createPrismaHostRules } from "@/lib/db/oauth/metadata-host-rules";
import { HOST_RULE_EVENTS } from "@/lib/oauth/client-metadata/host-rules/host-rule-events";
import { describeHostRuleContract } from "@/lib/oauth/testing/host-rules-contract";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
let n = 0;
const EVENTS = Object.values(HOST_RULE_EVENTS);

describeHostRuleContract("prisma", async () => {
  const prisma = ctx.db.prisma;
  // One database per file: each case starts from no rules and no host-rule events.
  await prisma.metadataHostRule.deleteMany();
  await prisma.auditLog.deleteMany({ where: { eventType: { in: EVENTS } } });
  const tag = `${Date.now()}-${++n}`;
  const admin = await prisma.user.create({
    data: {
      email: `admin-${tag}@example.com`,
      username: `admin-${tag}`,
      name: "Admin",
      passwordHash: "x",
      role: "ADMIN",
    },
  });
  return {
    store: createPrismaHostRules(prisma),
    adminId: admin.id,
    audited: async () => {
      const rows = await prisma.auditLog.findMany({
        where: { eventType: { in: EVENTS }, actorId: admin.id },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { eventType: true, details: true },
      });
      return rows.map((r) => {
        const pattern = (r.details as { pattern?: string }).pattern;
        return `${r.eventType === HOST_RULE_EVENTS.removed ? "removed" : "added"} ${pattern}`;
      });
    },
  };
});
