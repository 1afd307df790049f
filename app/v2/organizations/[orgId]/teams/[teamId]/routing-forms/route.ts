// GET, POST /v2/organizations/:orgId/teams/:teamId/routing-forms
// The operations of /v2/teams/:teamId/routing-forms, on a team reached through its organization.
export { GET, POST, OPTIONS } from "@/app/v2/teams/[teamId]/routing-forms/route";
