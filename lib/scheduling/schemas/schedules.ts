import { z } from "zod";
import { text, timeZoneSchema } from "./common";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "HH:MM");
export const availabilityRuleSchema = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7).meta({ description: "0 = Sunday ... 6 = Saturday" }),
    startTime: time,
    endTime: time,
  })
  .refine((r) => r.startTime < r.endTime, { message: "startTime must be before endTime", path: ["endTime"] });

export const scheduleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    timeZone: z.string(),
    userId: z.string().nullable(),
    teamId: z.string().nullable(),
    availability: z.array(
      z.object({ id: z.string(), days: z.array(z.number()), startTime: z.string(), endTime: z.string() }),
    ),
  })
  .meta({ id: "Schedule" });

export const createScheduleSchema = z
  .object({
    name: text(100),
    timeZone: timeZoneSchema.default("UTC"),
    availability: z.array(availabilityRuleSchema).max(50).default([]),
  })
  .strict();
export type CreateSchedule = z.infer<typeof createScheduleSchema>;
export const updateScheduleSchema = z
  .object({
    name: text(100).optional(),
    timeZone: timeZoneSchema.optional(),
    availability: z.array(availabilityRuleSchema).max(50).optional(),
  })
  .strict();
export type UpdateSchedule = z.infer<typeof updateScheduleSchema>;
