// GET, POST /v2/organizations/:orgId/teams/:teamId/schedules
// The operations of /v2/teams/:teamId/schedules, on a team reached through its organization.
export { GET, POST, OPTIONS } from "@/app/v2/teams/[teamId]/schedules/route";
