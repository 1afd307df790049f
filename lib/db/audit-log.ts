// The audit trail: who did what to which client. Details never hold a secret, code or token.
import { getPrisma } from "./db";
import type { AuditActorRecord, AuditActorView } from "@/lib/clients/rules/audit-actor";
import type { AuditEntry } from "@/lib/clients/views/review-views";
import type { Prisma } from "./generated/client";

export type AuditEvent = {
  actorId: string | null;
  /** Internal id of the OAuth client concerned, if any. */
  clientId: string | null;
  eventType: string;
  details?: Record<string, unknown>;
};

type Writer = Pick<Prisma.TransactionClient, "auditLog">;

/** Pass the transaction client when the event belongs to a larger write. */
export async function writeAudit(event: AuditEvent, tx?: Writer): Promise<void> {
  const db = tx ?? (await getPrisma());
  await db.auditLog.create({
    data: {
      actorId: event.actorId,
      clientId: event.clientId,
      eventType: event.eventType,
      details: (event.details ?? {}) as Prisma.InputJsonValue,
    },
  });
}

/** Newest first; `showActor` decides what this viewer may learn of who acted (lib/clients/rules/audit-actor.ts). */
export async function listClientAudit(
  clientId: string,
  showActor: (actor: AuditActorRecord) => AuditActorView,
  limit = 100,
): Promise<AuditEntry[]> {
  const rows = await (await getPrisma()).auditLog.findMany({
    where: { clientId },
    orderBy: { createdAt: "desc" },
    take: limit,
    include: { actor: { select: { id: true, name: true, email: true, role: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    eventType: r.eventType,
    details: r.details as Record<string, unknown>,
    createdAt: r.createdAt,
    actor: showActor(r.actor),
  }));
}
