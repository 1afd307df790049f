// What the owner's client page shows about review: the latest decision on the client (with the
// reviewer's reason), the change waiting for review, the latest decided change, and whether the
// owner may resubmit. Read for the owner (or an administrator), like findClientForViewer.
import "server-only";
import type { ClientStatus } from "@/lib/oauth/ports";
import { effectiveConfiguration } from "@/lib/clients/rules/client-change";
import { allowedActions } from "@/lib/clients/rules/lifecycle";
import type { ClientReviewState, ReviewDecisionView } from "@/lib/clients/views/review-views";
import { getPrisma } from "../db";
import { clientDetailsSelect } from "../clients/client-details-select";
import { type ClientViewer, viewedClientWhere } from "../clients/viewed-client-where";
import { changeRequestSelect, toChangeRequestView, withComparison } from "./change-request-view";

const DECISION_EVENTS = {
  "client.approved": "approved",
  "client.rejected": "rejected",
  "client.suspended": "suspended",
  "client.reinstated": "reinstated",
} as const;

export async function findClientReviewState(options: ClientViewer): Promise<ClientReviewState | null> {
  const where = viewedClientWhere(options);
  if (where === null) return null;
  const prisma = await getPrisma();
  const client = await prisma.oAuthClient.findFirst({
    where,
    select: {
      id: true,
      status: true,
      scopes: true,
      redirectUris: true,
      postLogoutRedirectUris: true,
      ...clientDetailsSelect,
      reviewNote: true,
      reviewedAt: true,
      reviewedBy: { select: { name: true } },
      changeRequests: {
        where: { status: { in: ["PENDING", "APPROVED", "REJECTED"] } },
        select: changeRequestSelect,
        orderBy: { createdAt: "desc" },
        take: 2,
      },
    },
  });
  if (!client) return null;

  const event = await prisma.auditLog.findFirst({
    where: { clientId: client.id, eventType: { in: Object.keys(DECISION_EVENTS) } },
    orderBy: { createdAt: "desc" },
    select: { eventType: true, details: true, createdAt: true, actor: { select: { name: true } } },
  });
  const changes = client.changeRequests.map(toChangeRequestView);
  const pending = changes.find((c) => c.status === "PENDING") ?? null;
  return {
    status: client.status,
    latestDecision: event ? fromAudit(event) : fromClientRow(client),
    pendingChange: pending ? withComparison(pending, client) : null,
    latestChangeDecision: changes.find((c) => c.status !== "PENDING") ?? null,
    canResubmit: allowedActions(client.status, "owner").includes("resubmit"),
    working: effectiveConfiguration(client, pending?.delta ?? null),
  };
}

function fromAudit(event: {
  eventType: string;
  details: unknown;
  createdAt: Date;
  actor: { name: string } | null;
}): ReviewDecisionView {
  const details = (event.details ?? {}) as { reason?: unknown };
  return {
    outcome: DECISION_EVENTS[event.eventType as keyof typeof DECISION_EVENTS],
    reason: typeof details.reason === "string" ? details.reason : null,
    decidedAt: event.createdAt,
    decidedBy: event.actor?.name ?? null,
  };
}

/** Clients decided before the audit trail existed (e.g. seeded) still show their review. */
function fromClientRow(client: {
  status: ClientStatus;
  reviewNote: string | null;
  reviewedAt: Date | null;
  reviewedBy: { name: string } | null;
}): ReviewDecisionView | null {
  if (!client.reviewedAt || client.status === "PENDING") return null;
  const outcome = ({ APPROVED: "approved", REJECTED: "rejected", SUSPENDED: "suspended" } as const)[client.status];
  return {
    outcome,
    reason: client.reviewNote,
    decidedAt: client.reviewedAt,
    decidedBy: client.reviewedBy?.name ?? null,
  };
}
