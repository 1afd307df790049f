// Team profiles, an organization's teams, and memberships of teams and organizations.
import type { Realm } from "@/lib/scheduling/realm";
import { Prisma, type PrismaClient } from "../generated/client";
import { pageArgs, toPage } from "./realm-filters";

const TEAM = { id: true, name: true, slug: true, organizationId: true } as const;
const MEMBER = { id: true, userId: true, role: true, user: { select: { email: true, name: true } } } as const;
type Page = { take: number; cursor?: string };
const isUnique = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";

export function findTeam(prisma: PrismaClient, teamId: string) {
  return prisma.team.findUnique({ where: { id: teamId }, select: TEAM });
}

export function updateTeam(prisma: PrismaClient, teamId: string, input: { name?: string | undefined }) {
  return prisma.team.update({ where: { id: teamId }, data: input, select: TEAM });
}

export async function listOrganizationTeams(prisma: PrismaClient, organizationId: string, page: Page) {
  return toPage(
    await prisma.team.findMany({ where: { organizationId }, select: TEAM, orderBy: { id: "asc" }, ...pageArgs(page) }),
    page.take,
  );
}

/** Creates a team in the organization, the creator its OWNER; a taken slug answers null. */
export async function createOrganizationTeam(
  prisma: PrismaClient,
  organizationId: string,
  ownerId: string,
  input: { name: string; slug: string },
) {
  try {
    return await prisma.team.create({
      data: { ...input, organizationId, memberships: { create: { userId: ownerId, role: "OWNER" } } },
      select: TEAM,
    });
  } catch (err) {
    if (isUnique(err)) return null;
    throw err;
  }
}

export async function listMemberships(prisma: PrismaClient, realm: Realm, page: Page) {
  if (realm.kind === "team") {
    return toPage(
      await prisma.teamMembership.findMany({
        where: { teamId: realm.teamId },
        select: MEMBER,
        orderBy: { id: "asc" },
        ...pageArgs(page),
      }),
      page.take,
    );
  }
  if (realm.kind === "organization") {
    return toPage(
      await prisma.organizationMembership.findMany({
        where: { organizationId: realm.organizationId },
        select: MEMBER,
        orderBy: { id: "asc" },
        ...pageArgs(page),
      }),
      page.take,
    );
  }
  return { items: [], nextCursor: null };
}

/**
 * Adds a member. A team inside an organization only takes members of that organization; an
 * unknown user, or one already a member, answers a code.
 */
export async function addMembership(
  prisma: PrismaClient,
  realm: Realm,
  input: { userId: string; role: "MEMBER" | "ADMIN" | "OWNER" },
) {
  // Only an OWNER hands out OWNER.
  if (input.role === "OWNER" && realm.kind !== "user" && realm.role !== "OWNER") return "role_too_high" as const;
  const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { id: true } });
  if (!user) return "unknown_user" as const;
  try {
    if (realm.kind === "team") {
      if (realm.organizationId) {
        const inOrg = await prisma.organizationMembership.findUnique({
          where: { organizationId_userId: { organizationId: realm.organizationId, userId: input.userId } },
        });
        if (!inOrg) return "unknown_user" as const;
      }
      return await prisma.teamMembership.create({ data: { teamId: realm.teamId, ...input }, select: MEMBER });
    }
    if (realm.kind === "organization")
      return await prisma.organizationMembership.create({
        data: { organizationId: realm.organizationId, ...input },
        select: MEMBER,
      });
    return "unknown_user" as const;
  } catch (err) {
    if (isUnique(err)) return "already_member" as const;
    throw err;
  }
}
