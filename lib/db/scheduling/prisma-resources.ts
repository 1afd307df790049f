// ResourceStore over Prisma: connected calendars, verified emails, routing forms and workflows.
import type { ResourceStore } from "@/lib/scheduling/api-ports";
import type { PrismaClient } from "../generated/client";
import { isUniqueViolation } from "../prisma-errors";
import { idPageArgs, routingFormWhere, toPage, userOrTeamWhere } from "./realm-filters";

const CALENDAR = { id: true, provider: true, externalId: true } as const;
const EMAIL = { id: true, email: true, verifiedAt: true } as const;
const FORM = { id: true, name: true, fields: true, teamId: true, organizationId: true } as const;
const WORKFLOW = { id: true, name: true, trigger: true, active: true } as const;
const emailRecord = (r: { id: string; email: string; verifiedAt: Date | null }) => ({
  id: r.id,
  email: r.email,
  verified: r.verifiedAt !== null,
});

export function createPrismaResources(prisma: PrismaClient): ResourceStore {
  return {
    async listCalendars(realm, page) {
      const where = userOrTeamWhere(realm);
      return toPage(
        await prisma.calendarConnection.findMany({ where, select: CALENDAR, ...idPageArgs(page) }),
        page.take,
      );
    },
    async disconnectCalendar(realm, id) {
      return (await prisma.calendarConnection.deleteMany({ where: { id, ...userOrTeamWhere(realm) } })).count === 1;
    },
    async listVerifiedEmails(realm, page) {
      const where = userOrTeamWhere(realm);
      const rows = await prisma.verifiedEmail.findMany({ where, select: EMAIL, ...idPageArgs(page) });
      return toPage(rows, page.take, emailRecord);
    },
    async addVerifiedEmail(owner, email) {
      try {
        return emailRecord(await prisma.verifiedEmail.create({ data: { ...owner, email }, select: EMAIL }));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return emailRecord(await prisma.verifiedEmail.findFirstOrThrow({ where: { ...owner, email }, select: EMAIL }));
      }
    },
    async listRoutingForms(realm, page) {
      const where = routingFormWhere(realm);
      return toPage(await prisma.routingForm.findMany({ where, select: FORM, ...idPageArgs(page) }), page.take);
    },
    insertRoutingForm(owner, form) {
      return prisma.routingForm.create({
        data: { ...owner, name: form.name, fields: form.fields as object[] },
        select: FORM,
      });
    },
    async listWorkflows(teamId, page) {
      const rows = await prisma.workflow.findMany({ where: { teamId }, select: WORKFLOW, ...idPageArgs(page) });
      return toPage(rows, page.take);
    },
    insertWorkflow(teamId, workflow) {
      return prisma.workflow.create({ data: { teamId, ...workflow }, select: WORKFLOW });
    },
  };
}
