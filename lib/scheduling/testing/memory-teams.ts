// In-memory TeamStore and ProfileStore over the memory store's teams, roles and people.
import type { MembershipRecord, ProfileRecord, ProfileStore, TeamRecord, TeamStore } from "../api-ports";
import type { MembershipRole } from "../ports";
import { pageAfter } from "./memory-page";

export interface MemoryTeam {
  readonly organizationId: string | null;
  readonly name?: string;
  readonly slug?: string;
}

/** A person as the profile and membership lists show them; username and time zone default. */
export interface MemoryPerson {
  readonly email: string;
  readonly name: string;
  readonly username?: string;
  readonly timeZone?: string;
}

export interface MemoryTeamState {
  readonly teams: Map<string, MemoryTeam>;
  /** `teamId|userId` and `organizationId|userId` -> role */
  readonly teamRoles: Map<string, MembershipRole>;
  readonly organizationRoles: Map<string, MembershipRole>;
  readonly people: Map<string, MemoryPerson>;
}

export function createMemoryTeams(state: MemoryTeamState): TeamStore {
  let sequence = 0;
  const teamOf = (id: string): TeamRecord | null => {
    const team = state.teams.get(id);
    return team ? { id, name: team.name ?? "", slug: team.slug ?? "", organizationId: team.organizationId } : null;
  };
  const members = (roles: Map<string, MembershipRole>, of: string): MembershipRecord[] =>
    [...roles.entries()]
      .filter(([key]) => key.startsWith(`${of}|`))
      .map(([key, role]) => {
        const userId = key.slice(of.length + 1);
        const person = state.people.get(userId);
        return { id: key, userId, role, user: { email: person?.email ?? "", name: person?.name ?? "" } };
      })
      .sort((a, b) => (a.id < b.id ? -1 : 1));

  return {
    async findTeam(teamId) {
      return teamOf(teamId);
    },
    async updateTeam(teamId, fields) {
      const team = state.teams.get(teamId);
      if (!team) return null;
      state.teams.set(teamId, { ...team, ...(fields.name === undefined ? {} : { name: fields.name }) });
      return teamOf(teamId);
    },
    async listOrganizationTeams(organizationId, page) {
      const rows = [...state.teams.keys()]
        .sort()
        .map(teamOf)
        .filter((t): t is TeamRecord => t?.organizationId === organizationId);
      return pageAfter(rows, page);
    },
    async insertTeam({ organizationId, name, slug, firstMember }) {
      if ([...state.teams.values()].some((t) => t.slug === slug)) return { ok: false, code: "slug_taken" };
      const id = `team-${++sequence}-${slug}`;
      state.teams.set(id, { organizationId, name, slug });
      state.teamRoles.set(`${id}|${firstMember.userId}`, firstMember.role);
      return { ok: true, team: teamOf(id)! };
    },
    async listMemberships(target, page) {
      const rows =
        target.kind === "team"
          ? members(state.teamRoles, target.teamId)
          : members(state.organizationRoles, target.organizationId);
      return pageAfter(rows, page);
    },
  };
}

export function createMemoryProfiles(state: Pick<MemoryTeamState, "people">): ProfileStore {
  const profileOf = (id: string): ProfileRecord | null => {
    const person = state.people.get(id);
    if (!person) return null;
    return {
      id,
      email: person.email,
      name: person.name,
      username: person.username ?? id,
      timeZone: person.timeZone ?? "UTC",
    };
  };
  return {
    async findProfile(userId) {
      return profileOf(userId);
    },
    async updateProfile(userId, fields) {
      const person = state.people.get(userId);
      if (!person) return null;
      state.people.set(userId, {
        ...person,
        ...(fields.name === undefined ? {} : { name: fields.name }),
        ...(fields.timeZone === undefined ? {} : { timeZone: fields.timeZone }),
      });
      return profileOf(userId);
    },
  };
}
