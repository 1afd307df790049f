// The decision history: administrators' decisions on every client, newest first, read from the
// audit log (each decision writes one event in its own transaction), filtered by admin and kind.
import "server-only";
import {
  DECISION_EVENT_TYPES,
  DECISION_HISTORY_PAGE_SIZE,
  DECISION_KINDS,
  decisionKindOf,
  type DecisionHistoryFilter,
} from "@/lib/clients/rules/decision-history";
import type { AdminRef, DecisionHistoryEntry, DecisionHistoryPage } from "@/lib/clients/views/decision-history";
import { getPrisma } from "../db";

const MAX_ADMINS_LISTED = 200;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

export async function listDecisionHistory(filter: DecisionHistoryFilter): Promise<DecisionHistoryPage> {
  const prisma = await getPrisma();
  const rows = await prisma.auditLog.findMany({
    where: {
      eventType: filter.kind
        ? DECISION_EVENT_TYPES[filter.kind]
        : { in: DECISION_KINDS.map((k) => DECISION_EVENT_TYPES[k]) },
      ...(filter.adminId ? { actorId: filter.adminId } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (filter.page - 1) * DECISION_HISTORY_PAGE_SIZE,
    take: DECISION_HISTORY_PAGE_SIZE + 1,
    select: {
      id: true,
      eventType: true,
      clientId: true,
      details: true,
      createdAt: true,
      actor: { select: { name: true, email: true } },
    },
  });
  const shown = rows.slice(0, DECISION_HISTORY_PAGE_SIZE);
  const internalIds = [...new Set(shown.flatMap((r) => (r.clientId ? [r.clientId] : [])))];
  const clients = await prisma.oAuthClient.findMany({
    where: { id: { in: internalIds } },
    select: { id: true, clientId: true, name: true },
  });
  const byId = new Map(clients.map((c) => [c.id, c]));
  const entries = shown.flatMap((row): DecisionHistoryEntry[] => {
    const kind = decisionKindOf(row.eventType);
    if (!kind) return [];
    const details = (row.details ?? {}) as Record<string, unknown>;
    const client = row.clientId ? byId.get(row.clientId) : undefined;
    return [
      {
        id: row.id,
        kind,
        decidedAt: row.createdAt,
        admin: row.actor,
        client: { clientId: client?.clientId ?? null, name: client?.name ?? text(details.name) },
        reason: text(details.reason),
      },
    ];
  });
  return { entries, page: filter.page, hasNextPage: rows.length > DECISION_HISTORY_PAGE_SIZE };
}

/** The administrators, for the history's filter. */
export async function listAdmins(): Promise<AdminRef[]> {
  return (await getPrisma()).user.findMany({
    where: { role: "ADMIN" },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_ADMINS_LISTED,
    select: { id: true, name: true, email: true },
  });
}
