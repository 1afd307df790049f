// Event type operations shared by /v2/event-types, team and organization paths.
import { getPrisma } from "@/lib/db/db";
import {
  createEventType,
  deleteEventType,
  findEventType,
  listEventTypes,
  updateEventType,
} from "@/lib/db/scheduling/event-types";
import { deletedSchema, paginationQuery } from "@/lib/scheduling/schemas/common";
import { createEventTypeSchema, eventTypeSchema, updateEventTypeSchema } from "@/lib/scheduling/schemas/event-types";
import { apiError, notFound, pageOf, realmOf, success } from "../api-responses";
import { operation } from "./operation";

const unknownSchedule = () =>
  apiError(400, "invalid_request", "the body is invalid", { scheduleId: ["unknown schedule"] });

export const listEventTypesOp = operation(
  { summary: "List event types", query: paginationQuery, paginated: true, response: eventTypeSchema },
  async (ctx) => pageOf(await listEventTypes(await getPrisma(), realmOf(ctx), ctx.query)),
);

export const createEventTypeOp = operation(
  {
    summary: "Create an event type (hosted by the caller)",
    body: createEventTypeSchema,
    response: eventTypeSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const result = await createEventType(await getPrisma(), realmOf(ctx), ctx.access!.userId, ctx.body);
    return result.ok ? success(result.eventType, 201) : unknownSchedule();
  },
);

export const getEventTypeOp = operation({ summary: "Get an event type", response: eventTypeSchema }, async (ctx) => {
  const eventType = await findEventType(await getPrisma(), realmOf(ctx), ctx.params.eventTypeId!);
  return eventType ? success(eventType) : notFound("event type");
});

export const updateEventTypeOp = operation(
  { summary: "Update an event type", body: updateEventTypeSchema, response: eventTypeSchema },
  async (ctx) => {
    const result = await updateEventType(await getPrisma(), realmOf(ctx), ctx.params.eventTypeId!, ctx.body);
    if (!result) return notFound("event type");
    return result.ok ? success(result.eventType) : unknownSchedule();
  },
);

export const deleteEventTypeOp = operation({ summary: "Delete an event type", response: deletedSchema }, async (ctx) =>
  (await deleteEventType(await getPrisma(), realmOf(ctx), ctx.params.eventTypeId!))
    ? success({ id: ctx.params.eventTypeId })
    : notFound("event type"),
);
