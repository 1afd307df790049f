// Webhook, calendar, verified email, routing form and workflow operations shared across paths.
import { getPrisma } from "@/lib/db/db";
import { disconnectCalendar, listCalendars } from "@/lib/db/scheduling/calendars";
import {
  createRoutingForm,
  createWorkflow,
  listRoutingForms,
  listWorkflows,
} from "@/lib/db/scheduling/routing-forms-workflows";
import { addVerifiedEmail, listVerifiedEmails } from "@/lib/db/scheduling/verified-emails";
import { createWebhook, deleteWebhook, findWebhook, listWebhooks } from "@/lib/db/scheduling/webhooks";
import { deletedSchema, paginationQuery } from "@/lib/scheduling/schemas/common";
import {
  addVerifiedEmailSchema,
  calendarSchema,
  createRoutingFormSchema,
  createWebhookSchema,
  createWorkflowSchema,
  routingFormSchema,
  verifiedEmailSchema,
  webhookSchema,
  workflowSchema,
} from "@/lib/scheduling/schemas/resources";
import { notFound, pageOf, realmOf, success, teamIdOf } from "../api-responses";
import { operation } from "./operation";

const created = (row: unknown) => (row ? success(row, 201) : notFound());

export const listWebhooksOp = operation(
  { summary: "List webhooks", query: paginationQuery, paginated: true, response: webhookSchema },
  async (ctx) => pageOf(await listWebhooks(await getPrisma(), realmOf(ctx), ctx.query)),
);
export const createWebhookOp = operation(
  { summary: "Create a webhook", body: createWebhookSchema, response: webhookSchema, successStatus: 201 },
  async (ctx) => created(await createWebhook(await getPrisma(), realmOf(ctx), ctx.body)),
);
export const getWebhookOp = operation({ summary: "Get a webhook", response: webhookSchema }, async (ctx) => {
  const webhook = await findWebhook(await getPrisma(), realmOf(ctx), ctx.params.webhookId!);
  return webhook ? success(webhook) : notFound("webhook");
});
export const deleteWebhookOp = operation({ summary: "Delete a webhook", response: deletedSchema }, async (ctx) =>
  (await deleteWebhook(await getPrisma(), realmOf(ctx), ctx.params.webhookId!))
    ? success({ id: ctx.params.webhookId })
    : notFound("webhook"),
);

export const listCalendarsOp = operation(
  { summary: "List connected calendars", query: paginationQuery, paginated: true, response: calendarSchema },
  async (ctx) => pageOf(await listCalendars(await getPrisma(), realmOf(ctx), ctx.query)),
);
export const disconnectCalendarOp = operation(
  { summary: "Disconnect a calendar", response: deletedSchema },
  async (ctx) =>
    (await disconnectCalendar(await getPrisma(), realmOf(ctx), ctx.params.calendarId!))
      ? success({ id: ctx.params.calendarId })
      : notFound("calendar"),
);

export const listVerifiedEmailsOp = operation(
  { summary: "List verified emails", query: paginationQuery, paginated: true, response: verifiedEmailSchema },
  async (ctx) => pageOf(await listVerifiedEmails(await getPrisma(), realmOf(ctx), ctx.query)),
);
export const addVerifiedEmailOp = operation(
  {
    summary: "Add an email address to verify",
    body: addVerifiedEmailSchema,
    response: verifiedEmailSchema,
    successStatus: 201,
  },
  async (ctx) => created(await addVerifiedEmail(await getPrisma(), realmOf(ctx), ctx.body.email)),
);

export const listRoutingFormsOp = operation(
  { summary: "List routing forms", query: paginationQuery, paginated: true, response: routingFormSchema },
  async (ctx) => pageOf(await listRoutingForms(await getPrisma(), realmOf(ctx), ctx.query)),
);
export const createRoutingFormOp = operation(
  { summary: "Create a routing form", body: createRoutingFormSchema, response: routingFormSchema, successStatus: 201 },
  async (ctx) => created(await createRoutingForm(await getPrisma(), realmOf(ctx), ctx.body)),
);

export const listWorkflowsOp = operation(
  { summary: "List the team's workflows", query: paginationQuery, paginated: true, response: workflowSchema },
  async (ctx) => pageOf(await listWorkflows(await getPrisma(), teamIdOf(realmOf(ctx)), ctx.query)),
);
export const createWorkflowOp = operation(
  { summary: "Create a workflow", body: createWorkflowSchema, response: workflowSchema, successStatus: 201 },
  async (ctx) => created(await createWorkflow(await getPrisma(), teamIdOf(realmOf(ctx)), ctx.body)),
);
