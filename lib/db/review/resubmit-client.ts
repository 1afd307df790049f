// The owner sends a rejected client back to review (REJECTED -> PENDING), usually after fixing
// what the reviewer's reason pointed at. One conditional update: a second click finds it pending.
import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { auditEventFor, canTransition } from "@/lib/review/lifecycle";
import { writeAudit } from "../audit-log";
import { CLIENT_NOT_FOUND, inTransaction } from "../clients/with-owned-client";

export async function resubmitClient(options: { clientId: string; ownerId: string; now?: Date }): Promise<ActionResult<{ clientId: string; status: "PENDING" }>> {
  const { clientId, ownerId } = options;
  const now = options.now ?? new Date();
  return inTransaction(undefined, async (tx) => {
    const won = await tx.oAuthClient.updateMany({
      where: { clientId, ownerId, status: "REJECTED" },
      data: { status: "PENDING", submittedAt: now },
    });
    if (won.count === 0) {
      const current = await tx.oAuthClient.findFirst({ where: { clientId, ownerId }, select: { status: true } });
      if (!current) return CLIENT_NOT_FOUND;
      if (current.status === "PENDING") return { ok: false, code: "conflict", message: "This client is already waiting for review." };
      return { ok: false, code: "invalid_transition", message: "Only a rejected client can be resubmitted for review." };
    }
    const client = await tx.oAuthClient.findUniqueOrThrow({ where: { clientId }, select: { id: true, name: true } });
    await writeAudit(
      { actorId: ownerId, clientId: client.id, eventType: auditEventFor("resubmit"), details: { clientId, name: client.name, from: "REJECTED", to: canTransition("REJECTED", "resubmit") } },
      tx,
    );
    return { ok: true, data: { clientId, status: "PENDING" } };
  });
}
