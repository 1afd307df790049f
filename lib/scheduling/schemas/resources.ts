// Webhooks, calendars, verified emails, teams, memberships, routing forms, workflows.
import { z } from "zod";
import { emailSchema, httpsUrlSchema, roleSchema, text } from "./common";

export const WEBHOOK_TRIGGERS = [
  "BOOKING_CREATED",
  "BOOKING_CANCELLED",
  "BOOKING_RESCHEDULED",
  "BOOKING_CONFIRMED",
  "BOOKING_REJECTED",
] as const;
export const webhookSchema = z
  .object({ id: z.string(), subscriberUrl: z.string(), triggers: z.array(z.string()), active: z.boolean() })
  .meta({ id: "Webhook" });
export const createWebhookSchema = z
  .object({
    subscriberUrl: httpsUrlSchema,
    triggers: z.array(z.enum(WEBHOOK_TRIGGERS)).min(1).max(WEBHOOK_TRIGGERS.length),
    active: z.boolean().default(true),
  })
  .strict();

export const calendarSchema = z
  .object({ id: z.string(), provider: z.string(), externalId: z.string() })
  .meta({ id: "ConnectedCalendar" });
export const verifiedEmailSchema = z
  .object({ id: z.string(), email: z.string(), verified: z.boolean() })
  .meta({ id: "VerifiedEmail" });
export const addVerifiedEmailSchema = z.object({ email: emailSchema }).strict();

export const teamSchema = z
  .object({ id: z.string(), name: z.string(), slug: z.string(), organizationId: z.string().nullable() })
  .meta({ id: "Team" });
const slug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and dashes");
export const createTeamSchema = z.object({ name: text(100), slug }).strict();
export const updateTeamSchema = z.object({ name: text(100).optional() }).strict();

export const membershipSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    role: roleSchema,
    user: z.object({ email: z.string(), name: z.string() }),
  })
  .meta({ id: "Membership" });
export const addMembershipSchema = z
  .object({ userId: z.string().min(1).max(100), role: roleSchema.default("MEMBER") })
  .strict();

export const routingFormSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    fields: z.unknown(),
    teamId: z.string().nullable(),
    organizationId: z.string().nullable(),
  })
  .meta({ id: "RoutingForm" });
const field = z
  .object({
    label: text(200),
    type: z.enum(["text", "email", "select", "number"]),
    options: z.array(text(100)).max(50).optional(),
  })
  .strict();
export const createRoutingFormSchema = z
  .object({ name: text(200), fields: z.array(field).max(50).default([]) })
  .strict();

export const workflowSchema = z
  .object({ id: z.string(), name: z.string(), trigger: z.string(), active: z.boolean() })
  .meta({ id: "Workflow" });
export const createWorkflowSchema = z
  .object({
    name: text(200),
    trigger: z.enum(["BEFORE_EVENT", "AFTER_EVENT", "NEW_EVENT", "EVENT_CANCELLED"]),
    active: z.boolean().default(true),
  })
  .strict();
