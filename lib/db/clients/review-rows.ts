// Change requests and review decisions, as the client domain's repository sees them. Every
// decision is one conditional update whose row count says who won.
import type { ChangeRow, ClientRepository } from "@/lib/clients/ports";
import type { Prisma } from "../generated/client";
import { changeDeltaData, changeDeltaSelect, toChangeDelta } from "./change-delta-columns";
import type { Tx } from "./client-rows";

const changeSelect = {
  id: true,
  clientId: true,
  client: { select: { clientId: true } },
  status: true,
  ...changeDeltaSelect,
  createdAt: true,
  requestedById: true,
} as const satisfies Prisma.ClientChangeRequestSelect;

type ChangeRecord = Prisma.ClientChangeRequestGetPayload<{ select: typeof changeSelect }>;

const toChange = (r: ChangeRecord): ChangeRow => ({
  id: r.id,
  clientInternalId: r.clientId,
  clientId: r.client.clientId,
  status: r.status,
  delta: toChangeDelta(r),
  requestedAt: r.createdAt,
  requestedById: r.requestedById,
});

type ReviewRowMethods = Pick<
  ClientRepository,
  | "findPendingChange"
  | "findChange"
  | "insertChange"
  | "supersedeChange"
  | "decideChange"
  | "changeDecision"
  | "decideClient"
  | "clientDecision"
  | "revokeClientAccess"
  | "resubmit"
  | "findOwnedStatus"
>;

const reviewer = { select: { name: true } } as const;

export function reviewRows(tx: Tx): ReviewRowMethods {
  return {
    async findPendingChange(id) {
      const row = await tx.clientChangeRequest.findFirst({
        where: { clientId: id, status: "PENDING" },
        select: changeSelect,
      });
      return row ? toChange(row) : null;
    },
    async findChange(changeId) {
      const row = await tx.clientChangeRequest.findUnique({ where: { id: changeId }, select: changeSelect });
      return row ? toChange(row) : null;
    },
    async insertChange(id, requestedById, delta) {
      const row = await tx.clientChangeRequest.create({
        data: {
          clientId: id,
          requestedById,
          ...changeDeltaData(delta),
        },
        select: changeSelect,
      });
      return toChange(row);
    },
    async supersedeChange(changeId) {
      await tx.clientChangeRequest.updateMany({
        where: { id: changeId, status: "PENDING" },
        data: { status: "SUPERSEDED" },
      });
    },
    async decideChange(changeId, d) {
      const won = await tx.clientChangeRequest.updateMany({
        where: { id: changeId, status: "PENDING" },
        data: { status: d.status, reviewNote: d.note, reviewedById: d.reviewerId, reviewedAt: d.at },
      });
      return won.count === 1;
    },
    async changeDecision(changeId) {
      const row = await tx.clientChangeRequest.findUniqueOrThrow({
        where: { id: changeId },
        select: { status: true, reviewedAt: true, reviewedBy: reviewer },
      });
      return { status: row.status, reviewedAt: row.reviewedAt, reviewerName: row.reviewedBy?.name ?? null };
    },
    async decideClient(where, d) {
      const won = await tx.oAuthClient.updateMany({
        where: {
          clientId: where.clientId,
          status: where.status,
          ...(where.version ? { updatedAt: where.version } : {}),
        },
        data: { status: d.status, reviewNote: d.note, reviewedById: d.reviewerId, reviewedAt: d.at },
      });
      return won.count === 1;
    },
    async clientDecision(clientId) {
      const row = await tx.oAuthClient.findUnique({
        where: { clientId },
        select: { status: true, reviewedAt: true, reviewedBy: reviewer },
      });
      return row
        ? { status: row.status, reviewedAt: row.reviewedAt, reviewerName: row.reviewedBy?.name ?? null }
        : null;
    },
    async revokeClientAccess(id, at) {
      const grants = await tx.grant.updateMany({
        where: { clientId: id, revokedAt: null },
        data: { revokedAt: at, revokedReason: "revoked_by_admin" },
      });
      await tx.refreshToken.updateMany({
        where: { grant: { clientId: id }, revokedAt: null },
        data: { revokedAt: at },
      });
      await tx.authorizationCode.updateMany({
        where: { clientId: id, consumedAt: null, revokedAt: null },
        data: { revokedAt: at },
      });
      return grants.count;
    },
    async resubmit(where, at) {
      const won = await tx.oAuthClient.updateMany({
        where: { ...where, status: "REJECTED" },
        data: { status: "PENDING", submittedAt: at },
      });
      return won.count === 1;
    },
    async findOwnedStatus(where) {
      return (await tx.oAuthClient.findFirst({ where, select: { status: true } }))?.status ?? null;
    },
  };
}
