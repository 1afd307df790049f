import { z } from "zod";
import { optionalText, slugSchema, text } from "./common";

const length = z.number().int().min(5).max(720);

export const eventTypeSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    lengthInMinutes: z.number(),
    requiresConfirmation: z.boolean(),
    hidden: z.boolean(),
    hostId: z.string(),
    teamId: z.string().nullable(),
    scheduleId: z.string().nullable(),
  })
  .meta({ id: "EventType" });

export const createEventTypeSchema = z
  .object({
    title: text(200),
    slug: slugSchema,
    description: optionalText(2000).optional(),
    lengthInMinutes: length,
    requiresConfirmation: z.boolean().default(false),
    hidden: z.boolean().default(false),
    scheduleId: z.string().max(100).optional(),
  })
  .strict();
export type CreateEventType = z.infer<typeof createEventTypeSchema>;

export const updateEventTypeSchema = z
  .object({
    title: text(200).optional(),
    slug: slugSchema.optional(),
    description: optionalText(2000).nullable().optional(),
    lengthInMinutes: length.optional(),
    requiresConfirmation: z.boolean().optional(),
    hidden: z.boolean().optional(),
    scheduleId: z.string().max(100).nullable().optional(),
  })
  .strict();
export type UpdateEventType = z.infer<typeof updateEventTypeSchema>;
