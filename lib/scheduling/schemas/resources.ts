// Calendars, verified emails, teams, memberships, routing forms, workflows.
import { z } from "zod";
import { emailSchema, roleSchema, slugSchema, text } from "./common";
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
export const createTeamSchema = z.object({ name: text(100), slug: slugSchema }).strict();
export const updateTeamSchema = z.object({ name: text(100).optional() }).strict();

export const membershipSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    role: roleSchema,
    user: z.object({ email: z.string(), name: z.string() }),
  })
  .meta({ id: "Membership" });
/** Offering membership: an invitation to the email, which its owner accepts or declines. */
export const inviteMemberSchema = z.object({ email: emailSchema, role: roleSchema.default("MEMBER") }).strict();
/** What the inviter sees: what they typed (normalized), never anything of an account with that email. */
export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    teamId: z.string().nullable(),
    organizationId: z.string().nullable(),
    expiresAt: z.string().meta({ description: "ISO 8601" }),
  })
  .meta({ id: "Invitation" });
/** What the invitee sees of an invitation addressed to their account's email. */
export const receivedInvitationSchema = z
  .object({
    id: z.string(),
    role: roleSchema,
    expiresAt: z.string().meta({ description: "ISO 8601" }),
    team: z.object({ id: z.string(), name: z.string() }).nullable(),
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: "ReceivedInvitation" });
export const acceptedInvitationSchema = z
  .object({ teamId: z.string().nullable(), organizationId: z.string().nullable(), role: roleSchema })
  .meta({ id: "AcceptedInvitation" });

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
