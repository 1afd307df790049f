// The webhook operations' input and answers, and the delivery payload (the OpenAPI `webhooks`).
import { z } from "zod";
import { WEBHOOK_TRIGGERS } from "../booking-events";
import { bookingSchema } from "./bookings";
import { httpsUrlSchema, shownOnceSecret } from "./common";

export const webhookSchema = z
  .object({
    id: z.string(),
    subscriberUrl: z.string(),
    triggers: z.array(z.string()),
    active: z.boolean(),
    createdAt: z.string(),
    disabledAt: z
      .string()
      .nullable()
      .meta({ description: "When deliveries stopped for good; null while it delivers." }),
    disabledReason: z.enum(["gone", "failing"]).nullable().meta({
      description:
        "Why deliveries stopped: `gone` - the receiver answered 410 Gone; `failing` - every attempt failed for 5 days in a row.",
    }),
    previousSecretExpiresAt: z.string().nullable().meta({
      description: "After a rotation, the previous secret also signs every delivery until then.",
    }),
  })
  .meta({ id: "Webhook" });

export const webhookWithSecretSchema = webhookSchema
  .extend({
    secret: shownOnceSecret(
      "the signing secret (Standard Webhooks, `whsec_` + base64). Verify every delivery with it.",
    ),
  })
  .meta({ id: "WebhookWithSecret" });

export const createWebhookSchema = z
  .object({
    subscriberUrl: httpsUrlSchema.meta({
      description:
        "https on port 443 only (unless the service allows another); the host must resolve to public addresses (no loopback, private or metadata ones).",
    }),
    triggers: z.array(z.enum(WEBHOOK_TRIGGERS)).min(1).max(WEBHOOK_TRIGGERS.length),
    active: z.boolean().default(true),
  })
  .strict();

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    webhookId: z.string(),
    messageId: z.string().meta({ description: "The `webhook-id` header; a redelivery keeps it." }),
    triggerEvent: z.string(),
    status: z.enum(["PENDING", "SENDING", "DELIVERED", "FAILED", "CANCELLED"]),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable().meta({ description: "The next retry, while PENDING." }),
    lastStatusCode: z.number().int().nullable(),
    lastLatencyMs: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "WebhookDelivery" });

/** What a receiver gets: the OpenAPI 3.1 `webhooks` section documents it per trigger. */
export const webhookPayloadSchema = z
  .object({
    triggerEvent: z.enum(WEBHOOK_TRIGGERS),
    createdAt: z.string().meta({ description: "ISO 8601: when the change happened" }),
    payload: bookingSchema,
  })
  .meta({ id: "WebhookPayload" });
