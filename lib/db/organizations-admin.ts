// The administrators' organizations: the list, and the store that creates one with its first OWNER.
import type { OrganizationStore } from "@/lib/scheduling/organization-ports";
import type { PrismaClient } from "./generated/client";
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

/** Creating one (lib/scheduling/use-cases/create-organization.ts decides who may own it). */
export function createPrismaOrganizations(prisma: PrismaClient): OrganizationStore {
  return {
    async findAccountByEmail(email) {
      const account = await prisma.user.findUnique({ where: { email }, select: { id: true, disabledAt: true } });
      return account ? { id: account.id, disabled: account.disabledAt !== null } : null;
    },
    async insertOrganization({ name, slug, ownerId }) {
      try {
        const organization = await prisma.organization.create({
          data: { name, slug, memberships: { create: { userId: ownerId, role: "OWNER" } } },
          select: { id: true, name: true, slug: true },
        });
        return { ok: true, organization };
      } catch (err) {
        if (isUniqueViolation(err)) return { ok: false, code: "slug_taken" };
        throw err;
      }
    },
  };
}
