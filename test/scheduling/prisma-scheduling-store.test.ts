import { randomBytes } from "node:crypto";
import { createPrismaBookings } from "@/lib/db/scheduling/prisma-bookings";
import { createPrismaMembership } from "@/lib/db/scheduling/prisma-membership";
import { schedulingStoreContract } from "@/lib/scheduling/testing/scheduling-store-contract";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
const unique = () => randomBytes(6).toString("hex");

schedulingStoreContract("prisma store", () => {
  const prisma = ctx.db.prisma;
  return {
    membership: createPrismaMembership(prisma),
    bookings: createPrismaBookings(prisma),
    addUser: async () => {
      const u = unique();
      return (
        await prisma.user.create({ data: { email: `${u}@example.com`, username: u, name: u, passwordHash: "x" } })
      ).id;
    },
    addOrganization: async () =>
      (await prisma.organization.create({ data: { name: "Org", slug: `org-${unique()}` } })).id,
    addTeam: async (organizationId) =>
      (await prisma.team.create({ data: { name: "Team", slug: `team-${unique()}`, organizationId } })).id,
    addTeamMember: async (teamId, userId, role) =>
      void (await prisma.teamMembership.create({ data: { teamId, userId, role } })),
    addOrganizationMember: async (organizationId, userId, role) =>
      void (await prisma.organizationMembership.create({ data: { organizationId, userId, role } })),
    addEventType: async ({ hostId, lengthInMinutes, requiresConfirmation, timeZone, rules }) => {
      const schedule = await prisma.schedule.create({
        data: {
          userId: hostId,
          name: "Hours",
          timeZone,
          rules: { create: rules.map((r) => ({ ...r, days: [...r.days] })) },
        },
      });
      const et = await prisma.eventType.create({
        data: { hostId, scheduleId: schedule.id, title: "Intro", slug: "intro", lengthInMinutes, requiresConfirmation },
      });
      return et.id;
    },
  };
});
