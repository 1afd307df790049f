// Team profile, organization teams and membership operations.
import { getPrisma } from "@/lib/db/db";
import {
  addMembership,
  createOrganizationTeam,
  findTeam,
  listMemberships,
  listOrganizationTeams,
  updateTeam,
} from "@/lib/db/scheduling/teams";
import { paginationQuery } from "@/lib/scheduling/schemas/common";
import {
  addMembershipSchema,
  createTeamSchema,
  membershipSchema,
  teamSchema,
  updateTeamSchema,
} from "@/lib/scheduling/schemas/resources";
import { apiError, notFound, organizationIdOf, pageOf, realmOf, success, teamIdOf } from "../api-responses";
import { operation } from "./operation";

export const getTeamOp = operation({ summary: "Get the team's profile", response: teamSchema }, async (ctx) => {
  const team = await findTeam(await getPrisma(), teamIdOf(realmOf(ctx)));
  return team ? success(team) : notFound("team");
});

export const updateTeamOp = operation(
  { summary: "Update the team's profile", body: updateTeamSchema, response: teamSchema },
  async (ctx) => success(await updateTeam(await getPrisma(), teamIdOf(realmOf(ctx)), ctx.body)),
);

export const listOrganizationTeamsOp = operation(
  { summary: "List the organization's teams", query: paginationQuery, paginated: true, response: teamSchema },
  async (ctx) => pageOf(await listOrganizationTeams(await getPrisma(), organizationIdOf(realmOf(ctx)), ctx.query)),
);

export const createOrganizationTeamOp = operation(
  {
    summary: "Create a team in the organization (the caller becomes its owner)",
    body: createTeamSchema,
    response: teamSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const team = await createOrganizationTeam(
      await getPrisma(),
      organizationIdOf(realmOf(ctx)),
      ctx.access!.userId,
      ctx.body,
    );
    return team
      ? success(team, 201)
      : apiError(409, "slug_taken", "a team with this slug exists", { slug: ["already taken"] });
  },
);

export const listMembershipsOp = operation(
  { summary: "List memberships", query: paginationQuery, paginated: true, response: membershipSchema },
  async (ctx) => pageOf(await listMemberships(await getPrisma(), realmOf(ctx), ctx.query)),
);

export const addMembershipOp = operation(
  {
    summary: "Add a member (a team of an organization takes only the organization's members)",
    body: addMembershipSchema,
    response: membershipSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const result = await addMembership(await getPrisma(), realmOf(ctx), ctx.body);
    if (result === "unknown_user")
      return apiError(400, "invalid_request", "the body is invalid", { userId: ["unknown user"] });
    if (result === "already_member") return apiError(409, "already_member", "the user is already a member");
    if (result === "role_too_high") return apiError(403, "forbidden", "only an OWNER can add an OWNER");
    return success(result, 201);
  },
);
