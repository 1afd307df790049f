// Composition root of the organizations administrators create (the admin page's form).
import { createOrganizationWithOwner } from "@/lib/db/organizations-admin";

/** An organization with its first OWNER, named by the email of an active account. */
export function createOrganization(input: { name: string; slug: string; ownerEmail: string }) {
  return createOrganizationWithOwner(input);
}
