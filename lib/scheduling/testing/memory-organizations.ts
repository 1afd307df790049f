// In-memory OrganizationStore: accounts by email, and the organizations made with their owners.
import type { OrganizationRecord, OrganizationStore } from "../organization-ports";

export interface MemoryOrganizations extends OrganizationStore {
  readonly organizations: (OrganizationRecord & { readonly ownerId: string })[];
}

export function createMemoryOrganizations(
  accounts: ReadonlyMap<string, { readonly id: string; readonly disabled: boolean }>,
): MemoryOrganizations {
  const organizations: (OrganizationRecord & { ownerId: string })[] = [];
  return {
    organizations,
    async findAccountByEmail(email) {
      return accounts.get(email) ?? null;
    },
    async insertOrganization({ name, slug, ownerId }) {
      if (organizations.some((o) => o.slug === slug)) return { ok: false, code: "slug_taken" };
      const organization = { id: `org-${organizations.length + 1}`, name, slug };
      organizations.push({ ...organization, ownerId });
      return { ok: true, organization };
    },
  };
}
