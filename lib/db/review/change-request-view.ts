// The one Prisma selection of a change request and its mapping to ChangeRequestView.
import { compareWithLive, type ClientConfiguration } from "@/lib/clients/rules/client-change";
import type { ChangeRequestView, PendingChangeView } from "@/lib/clients/views/change-views";
import type { Prisma } from "../generated/client";

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

export function withComparison(view: ChangeRequestView, live: ClientConfiguration): PendingChangeView {
  return { ...view, ...compareWithLive(live, view.delta) };
}
