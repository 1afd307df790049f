// Everything an administrator needs to decide about one client: its configuration, owner, the
// pending change beside the live configuration, earlier change decisions and the audit log.
import "server-only";
import { readRiskSignals } from "@/lib/clients/rules/stored-risk-signals";
import type { ClientForReview } from "@/lib/clients/views/review-views";
import { actorForAdministrator } from "@/lib/clients/rules/audit-actor";
import { listClientAudit } from "../audit-log";
import { getPrisma } from "../db";
import { clientProfileGaps } from "@/lib/oauth/security-profile";
import { clientDetailsSelect } from "../clients/client-details-select";
import { changeRequestSelect, toChangeRequestView, withComparison } from "./change-request-view";

const PAST_CHANGES_SHOWN = 20;

export async function findClientForReview(clientId: string): Promise<ClientForReview | null> {
  if (clientId.length > 2048) return null;
  const prisma = await getPrisma();
  const row = await prisma.oAuthClient.findUnique({
    where: { clientId },
    select: {
      id: true,
      clientId: true,
      ...clientDetailsSelect,
      kind: true,
      status: true,
      scopes: true,
      redirectUris: true,
      postLogoutRedirectUris: true,
      createdAt: true,
      submittedAt: true,
      updatedAt: true,
      reviewNote: true,
      reviewedAt: true,
      reviewedBy: { select: { name: true, email: true } },
      owner: { select: { name: true, email: true } },
      riskSignals: true,
      changeRequests: {
        select: { ...changeRequestSelect, riskSignals: true },
        orderBy: { createdAt: "desc" },
        take: PAST_CHANGES_SHOWN + 1,
      },
      metadataDocument: true,
      metadataHostRule: true,
      highSecurity: true,
      jwksUri: true,
      _count: { select: { grants: { where: { revokedAt: null } }, keys: true, secrets: true } },
    },
  });
  if (!row) return null;
  const { id, changeRequests, _count, updatedAt, metadataDocument, riskSignals, highSecurity, jwksUri, ...client } =
    row;
  const changes = changeRequests.map(toChangeRequestView);
  const pendingRow = changeRequests.find((c) => c.status === "PENDING");
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
    pendingChange: pending
      ? { ...withComparison(pending, client), riskSignals: readRiskSignals(pendingRow?.riskSignals) }
      : null,
    riskSignals: readRiskSignals(riskSignals),
    pastChanges: changes.filter((c) => c.status !== "PENDING").slice(0, PAST_CHANGES_SHOWN),
    audit: await listClientAudit(id, actorForAdministrator),
    metadataDocument: isDocument(metadataDocument) ? metadataDocument : null,
    securityProfile: {
      highSecurity,
      gaps: clientProfileGaps({
        kind: client.kind,
        holdsKeys: _count.keys > 0 || jwksUri !== null,
        secretCount: _count.secrets,
      }),
    },
  };
}

const isDocument = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
