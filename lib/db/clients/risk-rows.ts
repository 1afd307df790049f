// Risk signals as the client domain's repository sees them: what a submission is weighed against,
// and where its signals are kept (lib/clients/rules/risk-signals.ts).
import type { ClientRepository } from "@/lib/clients/ports";
import type { Prisma } from "../generated/client";
import type { Tx } from "./client-rows";

/** The newest approved names are enough to catch an impostor of a live app; bounds the read. */
const MAX_COMPARED_NAMES = 2000;

export function riskRows(tx: Tx): Pick<ClientRepository, "riskContext" | "saveRiskSignals"> {
  return {
    async riskContext(ownerId) {
      const [others, own] = await Promise.all([
        tx.oAuthClient.findMany({
          where: { status: "APPROVED", ownerId: { not: ownerId } },
          select: { name: true },
          orderBy: { createdAt: "desc" },
          take: MAX_COMPARED_NAMES,
        }),
        tx.oAuthClient.findFirst({ where: { status: "APPROVED", ownerId }, select: { id: true } }),
      ]);
      return { approvedNames: others.map((c) => c.name), ownerHasApprovedClient: own !== null };
    },
    async saveRiskSignals(where, signals) {
      const data = { riskSignals: signals as unknown as Prisma.InputJsonValue };
      if ("changeId" in where) await tx.clientChangeRequest.update({ where: { id: where.changeId }, data });
      else await tx.oAuthClient.update({ where: { id: where.clientInternalId }, data });
    },
  };
}
