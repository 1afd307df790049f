// Routing forms (teams and organizations) and workflows (teams).
import type { Realm } from "@/lib/scheduling/realm";
import type { PrismaClient } from "../generated/client";
import { pageArgs, routingFormWhere, toPage } from "./realm-filters";

type Page = { take: number; cursor?: string };
const FORM = { id: true, name: true, fields: true, teamId: true, organizationId: true } as const;
const WORKFLOW = { id: true, name: true, trigger: true, active: true } as const;

export async function listRoutingForms(prisma: PrismaClient, realm: Realm, page: Page) {
  return toPage(
    await prisma.routingForm.findMany({
      where: routingFormWhere(realm),
      select: FORM,
      orderBy: { id: "asc" },
      ...pageArgs(page),
    }),
    page.take,
  );
}

export function createRoutingForm(prisma: PrismaClient, realm: Realm, input: { name: string; fields: unknown[] }) {
  const owner =
    realm.kind === "team"
      ? { teamId: realm.teamId }
      : realm.kind === "organization"
        ? { organizationId: realm.organizationId }
        : null;
  if (!owner) return null;
  return prisma.routingForm.create({
    data: { ...owner, name: input.name, fields: input.fields as object[] },
    select: FORM,
  });
}

export async function listWorkflows(prisma: PrismaClient, teamId: string, page: Page) {
  return toPage(
    await prisma.workflow.findMany({ where: { teamId }, select: WORKFLOW, orderBy: { id: "asc" }, ...pageArgs(page) }),
    page.take,
  );
}

export function createWorkflow(
  prisma: PrismaClient,
  teamId: string,
  input: { name: string; trigger: string; active: boolean },
) {
  return prisma.workflow.create({ data: { teamId, ...input }, select: WORKFLOW });
}
