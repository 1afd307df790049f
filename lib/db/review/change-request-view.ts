// What review pages and the portal see of a change request: the stored delta, who asked and who
// decided, and for a pending one what approving it would do to the live configuration.
import { applyChangeDelta, sortScopes, type ChangeDelta, type ClientConfiguration } from "@/lib/review/client-change";
import type { Prisma } from "../generated/client";

export type ChangeRequestStatus = "PENDING" | "APPROVED" | "REJECTED" | "SUPERSEDED";
export type PersonRef = { name: string; email: string };

export type ChangeRequestView = {
  id: string;
  status: ChangeRequestStatus;
  delta: ChangeDelta;
  requestedAt: Date;
  requestedBy: PersonRef | null;
  reviewNote: string | null;
  reviewedAt: Date | null;
  reviewedBy: PersonRef | null;
};

/** A pending change beside the live configuration it would replace. */
export type PendingChangeView = ChangeRequestView & {
  before: { scopes: string[]; redirectUris: string[] };
  after: { scopes: string[]; redirectUris: string[] };
};

const person = { select: { name: true, email: true } } as const;

export const changeRequestSelect = {
  id: true,
  status: true,
  addedScopes: true,
  addedRedirectUris: true,
  removedScopes: true,
  removedRedirectUris: true,
  createdAt: true,
  requestedBy: person,
  reviewNote: true,
  reviewedAt: true,
  reviewedBy: person,
} as const satisfies Prisma.ClientChangeRequestSelect;

type ChangeRequestRow = Prisma.ClientChangeRequestGetPayload<{ select: typeof changeRequestSelect }>;

export function toChangeRequestView(row: ChangeRequestRow): ChangeRequestView {
  return {
    id: row.id,
    status: row.status,
    delta: { addedScopes: row.addedScopes, addedRedirectUris: row.addedRedirectUris, removedScopes: row.removedScopes, removedRedirectUris: row.removedRedirectUris },
    requestedAt: row.createdAt,
    requestedBy: row.requestedBy,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt,
    reviewedBy: row.reviewedBy,
  };
}

/** The client's one pending change request (the row lock keeps it to one), or null. */
export async function findPendingChange(db: Pick<Prisma.TransactionClient, "clientChangeRequest">, clientInternalId: string): Promise<ChangeRequestView | null> {
  const row = await db.clientChangeRequest.findFirst({ where: { clientId: clientInternalId, status: "PENDING" }, select: changeRequestSelect });
  return row ? toChangeRequestView(row) : null;
}

export function withComparison(view: ChangeRequestView, live: ClientConfiguration): PendingChangeView {
  return { ...view, before: { scopes: sortScopes(live.scopes), redirectUris: [...live.redirectUris] }, after: applyChangeDelta(live, view.delta) };
}

/** Flat lists for the audit log (the portal's audit view reads `added` and `removed`). */
export function deltaAuditDetails(delta: ChangeDelta) {
  return {
    addedScopes: [...delta.addedScopes],
    addedRedirectUris: [...delta.addedRedirectUris],
    removedScopes: [...delta.removedScopes],
    removedRedirectUris: [...delta.removedRedirectUris],
    added: [...delta.addedScopes, ...delta.addedRedirectUris],
    removed: [...delta.removedScopes, ...delta.removedRedirectUris],
  };
}
