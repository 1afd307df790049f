// What the account and portal pages show about webhooks (view types; components may import them).
import type { DeliveryStatus, DisabledReason } from "./ports";

/** Where an app sends one of the user's notifications: the host only, not the whole URL. */
export type AppNotification = {
  webhookId: string;
  host: string;
  triggers: string[];
  /** Set for an organization's subscription the user made. */
  organizationName: string | null;
  active: boolean;
  disabledReason: DisabledReason | null;
};

export type WebhookDay = {
  day: string;
  attempts: number;
  failedAttempts: number;
};

export type WebhookAttemptView = {
  attemptId: string;
  deliveryId: string;
  messageId: string;
  number: number;
  triggerEvent: string;
  host: string;
  deliveryStatus: DeliveryStatus;
  startedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  requestHeaders: Record<string, string>;
  /** null when the attempt never reached the receiver: its personal data is not shown. */
  requestBody: string | null;
  responseBody: string | null;
};

/** A subscription we stopped sending to, and why (its owner sees it on the portal and the API). */
export type StoppedSubscription = { webhookId: string; host: string; reason: DisabledReason; at: Date };

/** A live subscription the owner can send a test event to: its host and a short id to tell it apart. */
export type TestableSubscription = { webhookId: string; host: string; triggers: string[] };

export type ClientWebhookActivity = {
  subscriptions: number;
  /** Live subscriptions (newest first, at most a page of them), for "Send test event". */
  testable: TestableSubscription[];
  users: number;
  days: WebhookDay[];
  recent: WebhookAttemptView[];
  stopped: StoppedSubscription[];
};

/** The host of a subscriber URL, for display. */
export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/** Share of failed attempts, 0-100, rounded; null without attempts. */
export function failureRate(day: Pick<WebhookDay, "attempts" | "failedAttempts">): number | null {
  return day.attempts === 0 ? null : Math.round((day.failedAttempts / day.attempts) * 100);
}
