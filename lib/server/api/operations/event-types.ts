// Event type operations shared by /v2/event-types, team and organization paths: the HTTP side of
// lib/scheduling/use-cases/event-types.ts.
import { deletedSchema, paginationQuery } from "@/lib/scheduling/schemas/common";
import { createEventTypeSchema, eventTypeSchema, updateEventTypeSchema } from "@/lib/scheduling/schemas/event-types";
import {
  createEventType,
  deleteEventType,
  getEventType,
  listEventTypes,
  updateEventType,
} from "@/lib/scheduling/use-cases/event-types";
import { apiError, notFound, listPage, realmOf, success } from "@/lib/server/api/responses";
import { eventTypeDeps } from "@/lib/server/roots/scheduling";
import { operation } from "./operation";

const unknownSchedule = () =>
  apiError(400, "invalid_request", "the body is invalid", { scheduleId: ["unknown schedule"] });

export const listEventTypesOp = operation(
  { summary: "List event types", query: paginationQuery, paginated: true, response: eventTypeSchema },
  async (ctx) => listPage(await listEventTypes(await eventTypeDeps(), realmOf(ctx), ctx.query)),
);

export const createEventTypeOp = operation(
  {
    summary: "Create an event type (hosted by the caller)",
    body: createEventTypeSchema,
    response: eventTypeSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const result = await createEventType(await eventTypeDeps(), realmOf(ctx), ctx.access!.userId, ctx.body);
    return result.ok ? success(result.data, 201) : unknownSchedule();
  },
);

export const getEventTypeOp = operation({ summary: "Get an event type", response: eventTypeSchema }, async (ctx) => {
  const result = await getEventType(await eventTypeDeps(), realmOf(ctx), ctx.params.eventTypeId!);
  return result.ok ? success(result.data) : notFound("event type");
});

export const updateEventTypeOp = operation(
  { summary: "Update an event type", body: updateEventTypeSchema, response: eventTypeSchema },
  async (ctx) => {
    const result = await updateEventType(await eventTypeDeps(), realmOf(ctx), ctx.params.eventTypeId!, ctx.body);
    if (result.ok) return success(result.data);
    return result.code === "not_found" ? notFound("event type") : unknownSchedule();
  },
);

export const deleteEventTypeOp = operation({ summary: "Delete an event type", response: deletedSchema }, async (ctx) =>
  (await deleteEventType(await eventTypeDeps(), realmOf(ctx), ctx.params.eventTypeId!)).ok
    ? success({ id: ctx.params.eventTypeId })
    : notFound("event type"),
);
