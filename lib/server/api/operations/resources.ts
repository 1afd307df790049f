// Calendar, verified email, routing form and workflow operations shared across paths: the HTTP
// side of lib/scheduling/use-cases/resources.ts.
import type { Outcome } from "@/lib/outcome";
import { deletedSchema, paginationQuery } from "@/lib/scheduling/schemas/common";
import {
  addVerifiedEmailSchema,
  calendarSchema,
  createRoutingFormSchema,
  createWorkflowSchema,
  routingFormSchema,
  verifiedEmailSchema,
  workflowSchema,
} from "@/lib/scheduling/schemas/resources";
import {
  addVerifiedEmail,
  createRoutingForm,
  createWorkflow,
  disconnectCalendar,
  listCalendars,
  listRoutingForms,
  listVerifiedEmails,
  listWorkflows,
} from "@/lib/scheduling/use-cases/resources";
import { notFound, listPage, realmOf, success, teamIdOf } from "@/lib/server/api/responses";
import { resourceDeps } from "@/lib/server/roots/scheduling";
import { operation } from "./operation";

const created = (result: Outcome<unknown, string>) => (result.ok ? success(result.data, 201) : notFound());

export const listCalendarsOp = operation(
  { summary: "List connected calendars", query: paginationQuery, paginated: true, response: calendarSchema },
  async (ctx) => listPage(await listCalendars(await resourceDeps(), realmOf(ctx), ctx.query)),
);
export const disconnectCalendarOp = operation(
  { summary: "Disconnect a calendar", response: deletedSchema },
  async (ctx) =>
    (await disconnectCalendar(await resourceDeps(), realmOf(ctx), ctx.params.calendarId!)).ok
      ? success({ id: ctx.params.calendarId })
      : notFound("calendar"),
);

export const listVerifiedEmailsOp = operation(
  { summary: "List verified emails", query: paginationQuery, paginated: true, response: verifiedEmailSchema },
  async (ctx) => listPage(await listVerifiedEmails(await resourceDeps(), realmOf(ctx), ctx.query)),
);
export const addVerifiedEmailOp = operation(
  {
    summary: "Add an email address to verify",
    body: addVerifiedEmailSchema,
    response: verifiedEmailSchema,
    successStatus: 201,
  },
  async (ctx) => created(await addVerifiedEmail(await resourceDeps(), realmOf(ctx), ctx.body.email)),
);

export const listRoutingFormsOp = operation(
  { summary: "List routing forms", query: paginationQuery, paginated: true, response: routingFormSchema },
  async (ctx) => listPage(await listRoutingForms(await resourceDeps(), realmOf(ctx), ctx.query)),
);
export const createRoutingFormOp = operation(
  { summary: "Create a routing form", body: createRoutingFormSchema, response: routingFormSchema, successStatus: 201 },
  async (ctx) => created(await createRoutingForm(await resourceDeps(), realmOf(ctx), ctx.body)),
);

export const listWorkflowsOp = operation(
  { summary: "List the team's workflows", query: paginationQuery, paginated: true, response: workflowSchema },
  async (ctx) => listPage(await listWorkflows(await resourceDeps(), teamIdOf(realmOf(ctx)), ctx.query)),
);
export const createWorkflowOp = operation(
  { summary: "Create a workflow", body: createWorkflowSchema, response: workflowSchema, successStatus: 201 },
  async (ctx) => success(await createWorkflow(await resourceDeps(), teamIdOf(realmOf(ctx)), ctx.body), 201),
);
