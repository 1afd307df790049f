// The admin review queue: clients waiting for their first review and changes waiting on approved
// clients, oldest first; or every client in one status. Searches name, client id and owner email.
import "server-only";
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";
import { CLIENT_STATUSES } from "@/lib/review/lifecycle";
import { getPrisma } from "../db";
import type { Prisma } from "../generated/client";
import type { PersonRef } from "./change-request-view";

/** "queue": pending clients and pending changes; a status: every client in it; "all": every client. */
export type ReviewQueueFilter = "queue" | "all" | ClientStatus;

export type ReviewQueueItem = {
  /** "new_client": waiting for its first review; "change": a pending change; "client": any other row. */
  type: "new_client" | "change" | "client";
  client: { clientId: string; name: string; kind: ClientKind; status: ClientStatus; legacy: boolean; owner: PersonRef };
  submittedAt: Date;
  /** A client's scopes and redirect URIs; for a change, what it adds. */
  scopes: string[];
  redirectUris: string[];
  /** For a change: removals held back with it. */
  removedScopes: string[];
  removedRedirectUris: string[];
  changeId: string | null;
  /** For a client row: it also has a change waiting. */
  hasPendingChange: boolean;
};

export type ReviewQueue = {
  items: ReviewQueueItem[];
  /** More rows matched than were returned. */
  truncated: boolean;
  counts: Record<ReviewQueueFilter, number>;
};

export const REVIEW_QUEUE_LIMIT = 200;

const clientSelect = {
  clientId: true,
  name: true,
  kind: true,
  status: true,
  scopes: true,
  redirectUris: true,
  submittedAt: true,
  createdAt: true,
  owner: { select: { name: true, email: true } },
  changeRequests: { where: { status: "PENDING" }, select: { id: true } },
} as const satisfies Prisma.OAuthClientSelect;

type ClientRow = Prisma.OAuthClientGetPayload<{ select: typeof clientSelect }>;

function searchWhere(search: string | undefined): Prisma.OAuthClientWhereInput {
  const q = search?.trim().slice(0, 200);
  if (!q) return {};
  return {
    OR: [
      { name: { contains: q, mode: "insensitive" } },
      { clientId: { contains: q, mode: "insensitive" } },
      { owner: { email: { contains: q, mode: "insensitive" } } },
    ],
  };
}

function clientOf(row: Omit<ClientRow, "changeRequests" | "submittedAt" | "createdAt" | "redirectUris">): ReviewQueueItem["client"] {
  return { clientId: row.clientId, name: row.name, kind: row.kind, status: row.status, legacy: row.scopes.length === 0, owner: row.owner };
}

function clientItem(row: ClientRow): ReviewQueueItem {
  return {
    type: row.status === "PENDING" ? "new_client" : "client",
    client: clientOf(row),
    submittedAt: row.submittedAt,
    scopes: row.scopes,
    redirectUris: row.redirectUris,
    removedScopes: [],
    removedRedirectUris: [],
    changeId: null,
    hasPendingChange: row.changeRequests.length > 0,
  };
}

export async function listReviewQueue(options: { filter?: ReviewQueueFilter; search?: string } = {}): Promise<ReviewQueue> {
  const filter = options.filter ?? "queue";
  const prisma = await getPrisma();
  const match = searchWhere(options.search);
  const take = REVIEW_QUEUE_LIMIT + 1;

  let items: ReviewQueueItem[];
  if (filter === "queue") {
    const [clients, changes] = await Promise.all([
      prisma.oAuthClient.findMany({ where: { ...match, status: "PENDING" }, select: clientSelect, orderBy: { submittedAt: "asc" }, take }),
      prisma.clientChangeRequest.findMany({
        where: { status: "PENDING", client: match },
        orderBy: { createdAt: "asc" },
        take,
        select: {
          id: true,
          createdAt: true,
          addedScopes: true,
          addedRedirectUris: true,
          removedScopes: true,
          removedRedirectUris: true,
          client: { select: { clientId: true, name: true, kind: true, status: true, scopes: true, owner: { select: { name: true, email: true } } } },
        },
      }),
    ]);
    const changeItems: ReviewQueueItem[] = changes.map((c) => ({
      type: "change",
      client: clientOf(c.client),
      submittedAt: c.createdAt,
      scopes: c.addedScopes,
      redirectUris: c.addedRedirectUris,
      removedScopes: c.removedScopes,
      removedRedirectUris: c.removedRedirectUris,
      changeId: c.id,
      hasPendingChange: true,
    }));
    items = [...clients.map(clientItem), ...changeItems].sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  } else {
    const rows = await prisma.oAuthClient.findMany({
      where: { ...match, ...(filter === "all" ? {} : { status: filter }) },
      select: clientSelect,
      // Waiting clients read oldest first, like the queue; settled ones newest first.
      orderBy: filter === "PENDING" ? { submittedAt: "asc" } : { createdAt: "desc" },
      take,
    });
    items = rows.map(clientItem);
  }

  return { items: items.slice(0, REVIEW_QUEUE_LIMIT), truncated: items.length > REVIEW_QUEUE_LIMIT, counts: await countByFilter() };
}

async function countByFilter(): Promise<Record<ReviewQueueFilter, number>> {
  const prisma = await getPrisma();
  const [byStatus, pendingChanges] = await Promise.all([
    prisma.oAuthClient.groupBy({ by: ["status"], _count: { _all: true } }),
    prisma.clientChangeRequest.count({ where: { status: "PENDING" } }),
  ]);
  const count = (status: ClientStatus) => byStatus.find((g) => g.status === status)?._count._all ?? 0;
  const perStatus = Object.fromEntries(CLIENT_STATUSES.map((s) => [s, count(s)])) as Record<ClientStatus, number>;
  const all = CLIENT_STATUSES.reduce((sum, s) => sum + perStatus[s], 0);
  return { queue: perStatus.PENDING + pendingChanges, all, ...perStatus };
}
