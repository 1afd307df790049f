// GET, PATCH /v2/organizations/:orgId/teams/:teamId
// The operations of /v2/teams/:teamId, on a team reached through its organization.
export { GET, PATCH, OPTIONS } from "@/app/v2/teams/[teamId]/route";
