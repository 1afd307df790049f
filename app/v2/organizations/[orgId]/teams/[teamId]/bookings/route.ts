// GET /v2/organizations/:orgId/teams/:teamId/bookings
// The operations of /v2/teams/:teamId/bookings, on a team reached through its organization.
export { GET, OPTIONS } from "@/app/v2/teams/[teamId]/bookings/route";
