// TeamStore over Prisma: team profiles, an organization's teams, and the memberships of teams and
// organizations (added only by an accepted invitation, ./prisma-invitations.ts, or with a new team).
import type { TeamStore } from "@/lib/scheduling/api-ports";
import type { PrismaClient } from "../generated/client";
import { isRecordMissing, isUniqueViolation } from "../prisma-errors";
import { idPageArgs, toPage } from "./realm-filters";

const TEAM = { id: true, name: true, slug: true, organizationId: true } as const;
const MEMBER = { id: true, userId: true, role: true, user: { select: { email: true, name: true } } } as const;

export function createPrismaTeams(prisma: PrismaClient): TeamStore {
  return {
    findTeam(teamId) {
      return prisma.team.findUnique({ where: { id: teamId }, select: TEAM });
    },
    async updateTeam(teamId, fields) {
      try {
        return await prisma.team.update({ where: { id: teamId }, data: fields, select: TEAM });
      } catch (err) {
        if (isRecordMissing(err)) return null;
        throw err;
      }
    },
    async listOrganizationTeams(organizationId, page) {
      const rows = await prisma.team.findMany({ where: { organizationId }, select: TEAM, ...idPageArgs(page) });
      return toPage(rows, page.take);
    },
    async insertTeam({ organizationId, name, slug, firstMember }) {
      try {
        const team = await prisma.team.create({
          data: { name, slug, organizationId, memberships: { create: firstMember } },
          select: TEAM,
        });
        return { ok: true, team };
      } catch (err) {
        if (isUniqueViolation(err)) return { ok: false, code: "slug_taken" };
        throw err;
      }
    },
    async listMemberships(target, page) {
      const args = { select: MEMBER, ...idPageArgs(page) };
      const rows =
        target.kind === "team"
          ? await prisma.teamMembership.findMany({ where: { teamId: target.teamId }, ...args })
          : await prisma.organizationMembership.findMany({ where: { organizationId: target.organizationId }, ...args });
      return toPage(rows, page.take);
    },
  };
}
