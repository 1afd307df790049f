// Schedule operations shared by /v2/schedules, team and organization paths.
import { getPrisma } from "@/lib/db/db";
import {
  createSchedule,
  deleteSchedule,
  findSchedule,
  listSchedules,
  updateSchedule,
} from "@/lib/db/scheduling/schedules";
import { deletedSchema, paginationQuery } from "@/lib/scheduling/schemas/common";
import { createScheduleSchema, scheduleSchema, updateScheduleSchema } from "@/lib/scheduling/schemas/schedules";
import { notFound, pageOf, realmOf, success } from "../api-responses";
import { operation } from "./operation";

export const listSchedulesOp = operation(
  { summary: "List schedules", query: paginationQuery, paginated: true, response: scheduleSchema },
  async (ctx) => pageOf(await listSchedules(await getPrisma(), realmOf(ctx), ctx.query)),
);

export const createScheduleOp = operation(
  {
    summary: "Create a schedule with availability rules",
    body: createScheduleSchema,
    response: scheduleSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const schedule = await createSchedule(await getPrisma(), realmOf(ctx), ctx.body);
    return schedule ? success(schedule, 201) : notFound();
  },
);

export const getScheduleOp = operation({ summary: "Get a schedule", response: scheduleSchema }, async (ctx) => {
  const schedule = await findSchedule(await getPrisma(), realmOf(ctx), ctx.params.scheduleId!);
  return schedule ? success(schedule) : notFound("schedule");
});

export const updateScheduleOp = operation(
  {
    summary: "Update a schedule (availability, when given, replaces the rules)",
    body: updateScheduleSchema,
    response: scheduleSchema,
  },
  async (ctx) => {
    const schedule = await updateSchedule(await getPrisma(), realmOf(ctx), ctx.params.scheduleId!, ctx.body);
    return schedule ? success(schedule) : notFound("schedule");
  },
);

export const deleteScheduleOp = operation({ summary: "Delete a schedule", response: deletedSchema }, async (ctx) =>
  (await deleteSchedule(await getPrisma(), realmOf(ctx), ctx.params.scheduleId!))
    ? success({ id: ctx.params.scheduleId })
    : notFound("schedule"),
);
