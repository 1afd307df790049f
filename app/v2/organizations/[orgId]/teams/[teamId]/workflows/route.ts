// GET, POST /v2/organizations/:orgId/teams/:teamId/workflows
// The operations of /v2/teams/:teamId/workflows, on a team reached through its organization.
export { GET, POST, OPTIONS } from "@/app/v2/teams/[teamId]/workflows/route";
