// Everything an administrator needs to decide about one client: its configuration, owner, the
// pending change beside the live configuration, earlier change decisions and the audit log.
import "server-only";
import type { ClientForReview } from "@/lib/clients/views/review-views";
import { listClientAudit } from "../audit-log";
import { getPrisma } from "../db";
import { changeRequestSelect, toChangeRequestView, withComparison } from "./change-request-view";

const PAST_CHANGES_SHOWN = 20;

export async function findClientForReview(clientId: string): Promise<ClientForReview | null> {
  if (clientId.length > 255) return null;
  const prisma = await getPrisma();
  const row = await prisma.oAuthClient.findUnique({
    where: { clientId },
    select: {
      id: true,
      clientId: true,
      name: true,
      description: true,
      websiteUrl: true,
      logoUrl: true,
      privacyPolicyUrl: true,
      termsOfServiceUrl: true,
      kind: true,
      status: true,
      scopes: true,
      redirectUris: true,
      createdAt: true,
      submittedAt: true,
      updatedAt: true,
      reviewNote: true,
      reviewedAt: true,
      reviewedBy: { select: { name: true, email: true } },
      owner: { select: { name: true, email: true } },
      changeRequests: { select: changeRequestSelect, orderBy: { createdAt: "desc" }, take: PAST_CHANGES_SHOWN + 1 },
      _count: { select: { grants: { where: { revokedAt: null } } } },
    },
  });
  if (!row) return null;
  const { id, changeRequests, _count, updatedAt, ...client } = row;
  const changes = changeRequests.map(toChangeRequestView);
  const users = await prisma.grant.findMany({
    where: { clientId: id, revokedAt: null },
    distinct: ["userId"],
    select: { userId: true },
  });
  const pending = changes.find((c) => c.status === "PENDING") ?? null;
  return {
    ...client,
    legacy: client.scopes.length === 0,
    version: updatedAt,
    activeGrants: _count.grants,
    activeUsers: users.length,
    pendingChange: pending ? withComparison(pending, client) : null,
    pastChanges: changes.filter((c) => c.status !== "PENDING").slice(0, PAST_CHANGES_SHOWN),
    audit: await listClientAudit(id),
  };
}
