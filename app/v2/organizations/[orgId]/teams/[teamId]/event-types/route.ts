// GET, POST /v2/organizations/:orgId/teams/:teamId/event-types
// The operations of /v2/teams/:teamId/event-types, on a team reached through its organization.
export { GET, POST, OPTIONS } from "@/app/v2/teams/[teamId]/event-types/route";
