// Team profile, organization teams and the list of memberships (inviting: ./invitations.ts): the
// HTTP side of lib/scheduling/use-cases/teams.ts.
import { paginationQuery } from "@/lib/scheduling/schemas/common";
import { createTeamSchema, membershipSchema, teamSchema, updateTeamSchema } from "@/lib/scheduling/schemas/resources";
import {
  createOrganizationTeam,
  getTeam,
  listMemberships,
  listOrganizationTeams,
  updateTeam,
} from "@/lib/scheduling/use-cases/teams";
import { apiError, notFound, organizationIdOf, listPage, realmOf, success, teamIdOf } from "@/lib/server/api/responses";
import { teamDeps } from "@/lib/server/roots/scheduling";
import { spendTeamCreation } from "@/lib/server/api/membership-budgets";
import { operation } from "./operation";

export const getTeamOp = operation({ summary: "Get the team's profile", response: teamSchema }, async (ctx) => {
  const result = await getTeam(await teamDeps(), teamIdOf(realmOf(ctx)));
  return result.ok ? success(result.data) : notFound("team");
});

export const updateTeamOp = operation(
  { summary: "Update the team's profile", body: updateTeamSchema, response: teamSchema },
  async (ctx) => {
    const result = await updateTeam(await teamDeps(), teamIdOf(realmOf(ctx)), ctx.body);
    return result.ok ? success(result.data) : notFound("team");
  },
);

export const listOrganizationTeamsOp = operation(
  { summary: "List the organization's teams", query: paginationQuery, paginated: true, response: teamSchema },
  async (ctx) => listPage(await listOrganizationTeams(await teamDeps(), organizationIdOf(realmOf(ctx)), ctx.query)),
);

export const createOrganizationTeamOp = operation(
  {
    summary: "Create a team in the organization (the caller becomes its owner)",
    body: createTeamSchema,
    response: teamSchema,
    successStatus: 201,
    budget: "Too many teams created today by the caller or in the organization",
  },
  async (ctx) => {
    const refused = await spendTeamCreation(organizationIdOf(realmOf(ctx)), ctx.access!.userId);
    if (refused) return refused;
    const result = await createOrganizationTeam(await teamDeps(), {
      organizationId: organizationIdOf(realmOf(ctx)),
      creatorId: ctx.access!.userId,
      ...ctx.body,
    });
    return result.ok
      ? success(result.data, 201)
      : apiError(409, "slug_taken", "a team with this slug exists", { slug: ["already taken"] });
  },
);

export const listMembershipsOp = operation(
  { summary: "List memberships", query: paginationQuery, paginated: true, response: membershipSchema },
  async (ctx) => listPage(await listMemberships(await teamDeps(), realmOf(ctx), ctx.query)),
);
