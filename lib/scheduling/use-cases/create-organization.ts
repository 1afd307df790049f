// An administrator creates an organization with its first OWNER: an existing account named by its
// email (administrators see every account, so naming one reveals nothing new). A disabled account
// cannot be named: it could not act for the organization. A slug is one organization's only.
import { type Outcome, fail, ok } from "@/lib/outcome";
import { normalizeEmail } from "../invitation-rules";
import type { OrganizationRecord, OrganizationStore } from "../organization-ports";

export interface CreateOrganizationDeps {
  readonly organizations: OrganizationStore;
}

export type CreateOrganizationResult = Outcome<
  { readonly organization: OrganizationRecord; readonly ownerId: string },
  "unknown_owner" | "slug_taken"
>;

export async function createOrganization(
  deps: CreateOrganizationDeps,
  input: { readonly name: string; readonly slug: string; readonly ownerEmail: string },
): Promise<CreateOrganizationResult> {
  const owner = await deps.organizations.findAccountByEmail(normalizeEmail(input.ownerEmail));
  if (!owner || owner.disabled) return fail("unknown_owner");
  const created = await deps.organizations.insertOrganization({
    name: input.name,
    slug: input.slug,
    ownerId: owner.id,
  });
  return created.ok ? ok({ organization: created.organization, ownerId: owner.id }) : fail(created.code);
}
