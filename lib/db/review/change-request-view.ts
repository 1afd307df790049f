// The one Prisma selection of a change request and its mapping to ChangeRequestView.
import type { ClientDetailsRow } from "@/lib/clients/ports";
import { compareWithLive, type ClientConfiguration } from "@/lib/clients/rules/client-change";
import { compareDetails } from "@/lib/clients/rules/client-details";
import type { ChangeRequestView, PendingChangeView } from "@/lib/clients/views/change-views";
import { changeDeltaSelect, toChangeDelta } from "../clients/change-delta-columns";
import type { Prisma } from "../generated/client";

const person = { select: { name: true, email: true } } as const;

export const changeRequestSelect = {
  id: true,
  status: true,
  ...changeDeltaSelect,
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
    delta: toChangeDelta(row),
    requestedAt: row.createdAt,
    requestedBy: row.requestedBy,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt,
    reviewedBy: row.reviewedBy,
  };
}

/** `live` is the client row: its configuration and the app details the consent screen shows now. */
export function withComparison(
  view: ChangeRequestView,
  live: ClientConfiguration & ClientDetailsRow,
): PendingChangeView {
  return { ...view, ...compareWithLive(live, view.delta), details: compareDetails(live, view.delta.details) };
}
