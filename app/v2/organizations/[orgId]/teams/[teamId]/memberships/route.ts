// GET, POST /v2/organizations/:orgId/teams/:teamId/memberships (POST invites: membership only by the invitee accepting)
// The operations of /v2/teams/:teamId/memberships, on a team reached through its organization.
export { GET, POST, OPTIONS } from "@/app/v2/teams/[teamId]/memberships/route";
