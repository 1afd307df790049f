// The admin review queue: clients waiting for their first review and changes waiting on approved
// clients, oldest first (or newest first); or every client in one status. Searches name, client id
// and owner email. One page at a time: a page of the merged queue needs the first
// (page + 1) * size rows of each list, merged, then sliced.
import "server-only";
import { readDetailsProposal, type DetailField } from "@/lib/clients/rules/client-details";
import { readRiskSignals } from "@/lib/clients/rules/stored-risk-signals";
import type { ClientStatus } from "@/lib/oauth/ports";
import { CLIENT_STATUSES } from "@/lib/clients/rules/lifecycle";
import type {
  ReviewQueue,
  ReviewQueueFilter,
  ReviewQueueItem,
  ReviewQueueSort,
} from "@/lib/clients/views/review-views";
import { getPrisma } from "../db";
import type { Prisma } from "../generated/client";

export const REVIEW_QUEUE_PAGE_SIZE = 25;
/** Pages beyond this are refused (the page number is clamped): narrow the search instead. */
export const REVIEW_QUEUE_MAX_PAGE = 40;

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
  riskSignals: true,
  metadataHostRule: true,
} as const satisfies Prisma.OAuthClientSelect;

const signalCount = (stored: unknown) => readRiskSignals(stored)?.length ?? null;

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

function clientOf(
  row: Omit<
    ClientRow,
    "changeRequests" | "submittedAt" | "createdAt" | "redirectUris" | "riskSignals" | "metadataHostRule"
  >,
): ReviewQueueItem["client"] {
  return {
    clientId: row.clientId,
    name: row.name,
    kind: row.kind,
    status: row.status,
    legacy: row.scopes.length === 0,
    owner: row.owner,
  };
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
    detailFields: [],
    changeId: null,
    hasPendingChange: row.changeRequests.length > 0,
    riskSignalCount: row.status === "PENDING" ? signalCount(row.riskSignals) : null,
    hostRule: row.metadataHostRule,
  };
}

type QueueOptions = {
  filter?: ReviewQueueFilter;
  search?: string;
  sort?: ReviewQueueSort;
  page?: number;
  pageSize?: number;
};

export async function listReviewQueue(options: QueueOptions = {}): Promise<ReviewQueue> {
  const filter = options.filter ?? "queue";
  const sort = options.sort ?? "oldest";
  const size = options.pageSize ?? REVIEW_QUEUE_PAGE_SIZE;
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), REVIEW_QUEUE_MAX_PAGE);
  const skip = (page - 1) * size;
  const dir = sort === "oldest" ? "asc" : "desc";
  const prisma = await getPrisma();
  const match = searchWhere(options.search);
  const take = skip + size + 1;

  let items: ReviewQueueItem[];
  if (filter === "queue") {
    const [clients, changes] = await Promise.all([
      prisma.oAuthClient.findMany({
        where: { ...match, status: "PENDING" },
        select: clientSelect,
        orderBy: { submittedAt: dir },
        take,
      }),
      prisma.clientChangeRequest.findMany({
        where: { status: "PENDING", client: match },
        orderBy: { createdAt: dir },
        take,
        select: {
          id: true,
          createdAt: true,
          addedScopes: true,
          addedRedirectUris: true,
          removedScopes: true,
          removedRedirectUris: true,
          proposedDetails: true,
          proposedDpopBoundAccessTokens: true,
          riskSignals: true,
          client: {
            select: {
              clientId: true,
              name: true,
              kind: true,
              status: true,
              scopes: true,
              owner: { select: { name: true, email: true } },
            },
          },
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
      detailFields: Object.keys(readDetailsProposal(c.proposedDetails) ?? {}) as DetailField[],
      dpopSetting: c.proposedDpopBoundAccessTokens,
      changeId: c.id,
      hasPendingChange: true,
      riskSignalCount: signalCount(c.riskSignals),
    }));
    const sign = sort === "oldest" ? 1 : -1;
    items = [...clients.map(clientItem), ...changeItems]
      .sort((a, b) => sign * (a.submittedAt.getTime() - b.submittedAt.getTime()))
      .slice(skip);
  } else {
    const rows = await prisma.oAuthClient.findMany({
      where: { ...match, ...(filter === "all" ? {} : { status: filter }) },
      select: clientSelect,
      orderBy: [{ submittedAt: dir }, { clientId: "asc" }],
      skip,
      take: size + 1,
    });
    items = rows.map(clientItem);
  }

  return { items: items.slice(0, size), page, hasNextPage: items.length > size, counts: await countByFilter() };
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
