// InvitationPort over Prisma. Each lock is one interactive transaction that first locks a row
// (SELECT ... FOR UPDATE): the team's or organization's row while its invitations are counted and
// one is saved (so the limit holds under concurrent invitations), the invitation's row while it
// is answered (so it is used up once). A membership is added with ON CONFLICT DO NOTHING, whose
// row count says whether the user already was a member.
import type {
  InvitationPort,
  InvitationRecord,
  InvitationRows,
  InvitationTarget,
  ReceivedInvitation,
} from "@/lib/scheduling/ports";
import type { Prisma, PrismaClient } from "../generated/client";
import { idPageArgs, toPage } from "./realm-filters";

type Db = PrismaClient | Prisma.TransactionClient;

const INVITATION = {
  id: true,
  email: true,
  role: true,
  teamId: true,
  organizationId: true,
  expiresAt: true,
  createdAt: true,
} as const satisfies Prisma.InvitationSelect;

const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

const whereTarget = (target: InvitationTarget) =>
  target.kind === "team" ? { teamId: target.teamId } : { organizationId: target.organizationId };

export function createPrismaInvitations(prisma: PrismaClient): InvitationPort {
  return {
    withTargetLock: (target, work) =>
      prisma.$transaction(async (tx) => {
        if (target.kind === "team")
          await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${target.teamId} FOR UPDATE`;
        else await tx.$queryRaw`SELECT "id" FROM "Organization" WHERE "id" = ${target.organizationId} FOR UPDATE`;
        return work(invitationRows(tx));
      }, TRANSACTION_OPTIONS),

    withInvitation: (id, work) =>
      prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Invitation" WHERE "id" = ${id} FOR UPDATE`;
        const invitation = await tx.invitation.findUnique({ where: { id }, select: INVITATION });
        return work(invitation, invitationRows(tx));
      }, TRANSACTION_OPTIONS),

    async listReceived(email, now, page) {
      const rows = await prisma.invitation.findMany({
        where: { email, expiresAt: { gt: now } },
        select: {
          ...INVITATION,
          team: { select: { id: true, name: true, organizationId: true } },
          organization: { select: { id: true, name: true } },
        },
        ...idPageArgs(page),
      });
      return toPage<ReceivedInvitation>(rows, page.take);
    },
  };
}

function invitationRows(db: Db): InvitationRows {
  return {
    async pruneAndCountLive(target, now) {
      await db.invitation.deleteMany({ where: { ...whereTarget(target), expiresAt: { lte: now } } });
      return db.invitation.count({ where: { ...whereTarget(target), expiresAt: { gt: now } } });
    },

    findForTarget: (target, email): Promise<InvitationRecord | null> =>
      db.invitation.findFirst({ where: { ...whereTarget(target), email }, select: INVITATION }),

    async saveInvitation({ target, email, role, invitedById, expiresAt }) {
      const existing = await db.invitation.findFirst({
        where: { ...whereTarget(target), email },
        select: { id: true },
      });
      if (existing)
        return db.invitation.update({
          where: { id: existing.id },
          data: { role, invitedById, expiresAt },
          select: INVITATION,
        });
      return db.invitation.create({
        data: { ...whereTarget(target), email, role, invitedById, expiresAt },
        select: INVITATION,
      });
    },

    async deleteInvitation(id) {
      await db.invitation.deleteMany({ where: { id } });
    },

    async teamOrganization(teamId) {
      return (
        (await db.team.findUnique({ where: { id: teamId }, select: { organizationId: true } }))?.organizationId ?? null
      );
    },

    async isOrganizationMember(organizationId, userId) {
      const row = await db.organizationMembership.findUnique({
        where: { organizationId_userId: { organizationId, userId } },
        select: { id: true },
      });
      return row !== null;
    },

    async addMember(target, userId, role) {
      const { count } =
        target.kind === "team"
          ? await db.teamMembership.createMany({
              data: [{ teamId: target.teamId, userId, role }],
              skipDuplicates: true,
            })
          : await db.organizationMembership.createMany({
              data: [{ organizationId: target.organizationId, userId, role }],
              skipDuplicates: true,
            });
      return count === 1 ? "added" : "already_member";
    },
  };
}
