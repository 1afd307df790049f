import { connectMemoryCalendar } from "./memory-resources";
import { createMemoryScheduling } from "./memory-scheduling-store";
import { schedulingStoreContract } from "./scheduling-store-contract";

let n = 0;
schedulingStoreContract("memory store", () => {
  const m = createMemoryScheduling();
  const id = (p: string) => `${p}-${++n}`;
  return {
    membership: m.membership,
    bookings: m.bookings,
    hostBookings: m.hostBookings,
    teams: m.teamStore,
    profiles: m.profiles,
    eventTypes: m.eventTypeStore,
    schedules: m.scheduleStore,
    resources: m.resourceStore,
    addCalendar: async (owner) => connectMemoryCalendar(m.resources, owner),
    addUser: async (username) => {
      const user = id("user");
      m.usernames.set(user, username ?? `${user}-name`);
      m.people.set(user, { email: `${user}@example.com`, name: user, username: username ?? `${user}-name` });
      return user;
    },
    addOrganization: async () => {
      const org = id("org");
      m.organizations.add(org);
      return org;
    },
    addTeam: async (organizationId) => {
      const team = id("team");
      m.teams.set(team, { organizationId });
      return team;
    },
    addTeamMember: async (teamId, userId, role) => void m.teamRoles.set(`${teamId}|${userId}`, role),
    addOrganizationMember: async (orgId, userId, role) => void m.organizationRoles.set(`${orgId}|${userId}`, role),
    addEventType: async ({ hostId, lengthInMinutes, requiresConfirmation, timeZone, rules, teamId }) => {
      const eventType = id("event-type");
      m.eventTypes.set(eventType, {
        id: eventType,
        teamId: teamId ?? null,
        hostId,
        title: "Intro",
        lengthInMinutes,
        requiresConfirmation,
        schedule: { timeZone, rules },
      });
      return eventType;
    },
  };
});
