// Composition root of the organizations administrators create (the admin page's form): the Prisma
// store wired into the scheduling core's use case (lib/scheduling/use-cases/create-organization.ts).
import { createPrismaOrganizations } from "@/lib/db/organizations-admin";
import type { CreateOrganizationDeps } from "@/lib/scheduling/use-cases/create-organization";
import { appPrisma } from "./database";

export async function organizationDeps(): Promise<CreateOrganizationDeps> {
  return { organizations: createPrismaOrganizations(await appPrisma()) };
}
