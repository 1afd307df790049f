import { randomBytes } from "node:crypto";
import { createPrismaBookings } from "@/lib/db/scheduling/prisma-bookings";
import { createPrismaEventTypes } from "@/lib/db/scheduling/prisma-event-types";
import { createPrismaHostBookings } from "@/lib/db/scheduling/prisma-host-bookings";
import { createPrismaMembership } from "@/lib/db/scheduling/prisma-membership";
import { createPrismaProfiles } from "@/lib/db/scheduling/prisma-profiles";
import { createPrismaResources } from "@/lib/db/scheduling/prisma-resources";
import { createPrismaSchedules } from "@/lib/db/scheduling/prisma-schedules";
import { createPrismaTeams } from "@/lib/db/scheduling/prisma-teams";
import { schedulingStoreContract } from "@/lib/scheduling/testing/scheduling-store-contract";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
const unique = () => randomBytes(6).toString("hex");

schedulingStoreContract("prisma store", () => {
  const prisma = ctx.db.prisma;
  return {
    membership: createPrismaMembership(prisma),
    bookings: createPrismaBookings(prisma),
    hostBookings: createPrismaHostBookings(prisma, ctx.db.direct),
    teams: createPrismaTeams(prisma),
    profiles: createPrismaProfiles(prisma, ctx.db.direct),
    eventTypes: createPrismaEventTypes(prisma),
    schedules: createPrismaSchedules(prisma),
    resources: createPrismaResources(prisma),
    addCalendar: async (owner) =>
      (await prisma.calendarConnection.create({ data: { ...owner, provider: "google", externalId: unique() } })).id,
    addUser: async (username) => {
      const u = unique();
      return (
        await prisma.user.create({
          data: { email: `${u}@example.com`, username: username ?? u, name: u, passwordHash: "x" },
        })
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
    addEventType: async ({ hostId, lengthInMinutes, requiresConfirmation, timeZone, rules, teamId }) => {
      const schedule = await prisma.schedule.create({
        data: {
          userId: hostId,
          name: "Hours",
          timeZone,
          rules: { create: rules.map((r) => ({ ...r, days: [...r.days] })) },
        },
      });
      const et = await prisma.eventType.create({
        data: {
          hostId,
          teamId: teamId ?? null,
          scheduleId: schedule.id,
          title: "Intro",
          slug: "intro",
          lengthInMinutes,
          requiresConfirmation,
        },
      });
      return et.id;
    },
  };
});
