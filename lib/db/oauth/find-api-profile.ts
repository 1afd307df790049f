import { getPrisma } from "../db";

/** The profile GET /v2/me returns: what the user would recognise as their account, no internals. */
export async function findApiProfile(userId: string) {
  const user = await (await getPrisma()).user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      username: true,
      name: true,
      timeZone: true,
      createdAt: true,
      organizationMemberships: {
        select: { role: true, organization: { select: { id: true, name: true, slug: true } } },
      },
      teamMemberships: {
        select: { role: true, team: { select: { id: true, name: true, slug: true, organizationId: true } } },
      },
    },
  });
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
    organizations: user.organizationMemberships.map((m) => ({ ...m.organization, role: m.role })),
    teams: user.teamMemberships.map((m) => ({ ...m.team, role: m.role })),
  };
}
