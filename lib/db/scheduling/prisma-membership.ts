// MembershipPort over the Team / Organization membership tables.
import type { MembershipPort } from "@/lib/scheduling/ports";
import type { PrismaClient } from "../generated/client";

export function createPrismaMembership(prisma: PrismaClient): MembershipPort {
  return {
    async findTeamRoles(userId, teamId) {
      const team = await prisma.team.findUnique({
        where: { id: teamId },
        select: {
          organizationId: true,
          memberships: { where: { userId }, select: { role: true } },
          organization: { select: { memberships: { where: { userId }, select: { role: true } } } },
        },
      });
      if (!team) return null;
      return {
        organizationId: team.organizationId,
        teamRole: team.memberships[0]?.role ?? null,
        organizationRole: team.organization?.memberships[0]?.role ?? null,
      };
    },
    async findOrganizationRole(userId, organizationId) {
      const org = await prisma.organization.findUnique({
        where: { id: organizationId },
        select: { memberships: { where: { userId }, select: { role: true } } },
      });
      return org ? { role: org.memberships[0]?.role ?? null } : null;
    },
  };
}
