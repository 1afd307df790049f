// Schedule operations shared by /v2/schedules, team and organization paths: the HTTP side of
// lib/scheduling/use-cases/schedules.ts.
import { deletedSchema, paginationQuery } from "@/lib/scheduling/schemas/common";
import { createScheduleSchema, scheduleSchema, updateScheduleSchema } from "@/lib/scheduling/schemas/schedules";
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from "@/lib/scheduling/use-cases/schedules";
import { notFound, listPage, realmOf, success } from "@/lib/server/api/responses";
import { scheduleDeps } from "@/lib/server/roots/scheduling";
import { operation } from "./operation";

export const listSchedulesOp = operation(
  { summary: "List schedules", query: paginationQuery, paginated: true, response: scheduleSchema },
  async (ctx) => listPage(await listSchedules(await scheduleDeps(), realmOf(ctx), ctx.query)),
);

export const createScheduleOp = operation(
  {
    summary: "Create a schedule with availability rules",
    body: createScheduleSchema,
    response: scheduleSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const result = await createSchedule(await scheduleDeps(), realmOf(ctx), ctx.body);
    return result.ok ? success(result.data, 201) : notFound();
  },
);

export const getScheduleOp = operation({ summary: "Get a schedule", response: scheduleSchema }, async (ctx) => {
  const result = await getSchedule(await scheduleDeps(), realmOf(ctx), ctx.params.scheduleId!);
  return result.ok ? success(result.data) : notFound("schedule");
});

export const updateScheduleOp = operation(
  {
    summary: "Update a schedule (availability, when given, replaces the rules)",
    body: updateScheduleSchema,
    response: scheduleSchema,
  },
  async (ctx) => {
    const result = await updateSchedule(await scheduleDeps(), realmOf(ctx), ctx.params.scheduleId!, ctx.body);
    return result.ok ? success(result.data) : notFound("schedule");
  },
);

export const deleteScheduleOp = operation({ summary: "Delete a schedule", response: deletedSchema }, async (ctx) =>
  (await deleteSchedule(await scheduleDeps(), realmOf(ctx), ctx.params.scheduleId!)).ok
    ? success({ id: ctx.params.scheduleId })
    : notFound("schedule"),
);
