// The administrators' organizations: the list, and creating one with its first OWNER, an existing
// account named by its email (administrators see every account, so naming one reveals nothing new).
import { type Outcome, fail, ok } from "@/lib/outcome";
import { normalizeEmail } from "@/lib/scheduling/invitation-rules";
import { getPrisma } from "./db";
import { isUniqueViolation } from "./prisma-errors";

export interface AdminOrganizationRow {
  id: string;
  name: string;
  slug: string;
  createdAt: Date;
  members: number;
  teams: number;
}

export async function listOrganizationsForAdmin(take = 200): Promise<AdminOrganizationRow[]> {
  const rows = await (await getPrisma()).organization.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take,
    select: {
      id: true,
      name: true,
      slug: true,
      createdAt: true,
      _count: { select: { memberships: true, teams: true } },
    },
  });
  return rows.map(({ _count, ...org }) => ({ ...org, members: _count.memberships, teams: _count.teams }));
}

export type CreateOrganizationResult = Outcome<
  { organization: { id: string; name: string; slug: string }; ownerId: string },
  "unknown_owner" | "slug_taken"
>;

/** A disabled account cannot be named owner: it could not act for the organization. */
export async function createOrganizationWithOwner(input: {
  name: string;
  slug: string;
  ownerEmail: string;
}): Promise<CreateOrganizationResult> {
  const prisma = await getPrisma();
  const owner = await prisma.user.findUnique({
    where: { email: normalizeEmail(input.ownerEmail) },
    select: { id: true, disabledAt: true },
  });
  if (!owner || owner.disabledAt) return fail("unknown_owner");
  try {
    const organization = await prisma.organization.create({
      data: { name: input.name, slug: input.slug, memberships: { create: { userId: owner.id, role: "OWNER" } } },
      select: { id: true, name: true, slug: true },
    });
    return ok({ organization, ownerId: owner.id });
  } catch (err) {
    if (isUniqueViolation(err)) return fail("slug_taken");
    throw err;
  }
}
