// Everything an administrator needs to decide about one client: its configuration, owner, the
// pending change beside the live configuration, earlier change decisions and the audit log.
import "server-only";
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";
import { listClientAudit, type AuditEntry } from "../audit-log";
import { getPrisma } from "../db";
import { changeRequestSelect, toChangeRequestView, withComparison, type ChangeRequestView, type PendingChangeView, type PersonRef } from "./change-request-view";

export type ClientForReview = {
  clientId: string;
  name: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  kind: ClientKind;
  status: ClientStatus;
  /** Registered before scopes existed: its tokens are unrestricted (spec s3.2). */
  legacy: boolean;
  scopes: string[];
  redirectUris: string[];
  createdAt: Date;
  submittedAt: Date;
  reviewNote: string | null;
  reviewedAt: Date | null;
  reviewedBy: PersonRef | null;
  /** Changes with every edit; a decision is taken on exactly the configuration the admin saw. */
  version: Date;
  owner: PersonRef;
  activeGrants: number;
  pendingChange: PendingChangeView | null;
  /** Decided or superseded change requests, newest first. */
  pastChanges: ChangeRequestView[];
  audit: AuditEntry[];
};

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
  const pending = changes.find((c) => c.status === "PENDING") ?? null;
  return {
    ...client,
    legacy: client.scopes.length === 0,
    version: updatedAt,
    activeGrants: _count.grants,
    pendingChange: pending ? withComparison(pending, client) : null,
    pastChanges: changes.filter((c) => c.status !== "PENDING").slice(0, PAST_CHANGES_SHOWN),
    audit: await listClientAudit(id),
  };
}
