// Words of the webhook parts of the account and portal pages.
import type { DisabledReason } from "@/lib/webhooks/ports";

const TRIGGER_WORDS: Record<string, string> = {
  BOOKING_CREATED: "new bookings",
  BOOKING_CANCELLED: "cancellations",
  BOOKING_RESCHEDULED: "reschedules",
  BOOKING_CONFIRMED: "confirmations",
  BOOKING_REJECTED: "declined bookings",
  PING: "test events",
};

const DISABLED_WORDS: Record<DisabledReason, string> = {
  gone: "stopped: the receiver said it no longer exists",
  failing: "stopped: every delivery failed for days",
};

export const APP_NOTIFICATION_WORDS = {
  heading: "Sends notifications about your bookings to:",
  triggers: (triggers: readonly string[]) => triggers.map((t) => TRIGGER_WORDS[t] ?? t).join(", "),
  forOrganization: (name: string) => `for ${name}`,
  paused: "paused",
  disabled: (reason: DisabledReason) => DISABLED_WORDS[reason],
  remove: "Stop",
  removeLabel: (host: string) => `Stop notifications to ${host}`,
  consequence: (app: string, host: string) =>
    `${app} will no longer receive notifications at ${host}. The app keeps its other access.`,
  confirm: (host: string) => `Yes, stop notifications to ${host}`,
  removing: "Stopping…",
  notFound: "These notifications were already stopped.",
} as const;

export const WEBHOOK_ACTIVITY_WORDS = {
  title: "Webhook deliveries",
  intro: (subscriptions: number, owners: number, days: number) =>
    `${subscriptions} subscription${subscriptions === 1 ? "" : "s"} of ${owners} user${owners === 1 ? "" : "s"} or organization${owners === 1 ? "" : "s"}; attempts in the last ${days} days (UTC).`,
  tableLabel: "Delivery attempts per day",
  noDeliveries: (days: number) => `No webhook deliveries in the last ${days} days.`,
  quietDaysLeftOut: "Days without deliveries are left out.",
  day: "Day",
  attempts: "Attempts",
  failed: "Failed",
  failureRate: "Failure rate",
  noAttempts: "-",
  rate: (percent: number) => `${percent} %`,
  recentTitle: "Latest attempts",
  recentHint:
    "What was sent and the start of what came back (at most 2 KB). Replay sends the event again with the same webhook-id.",
  none: "No delivery attempts yet. They appear here once your app subscribes to a user's bookings and something happens.",
  attempt: (n: number) => `attempt ${n}`,
  status: (code: number | null, error: string | null) =>
    code !== null ? `HTTP ${code}` : error ? error.replaceAll("_", " ") : "no answer",
  latency: (ms: number) => `${ms} ms`,
  request: "Request",
  response: "Response",
  noResponse: "(no response)",
  payloadWithheld:
    "(payload not shown: this attempt never reached your receiver, so the booking's personal data it holds stays private)",
  replay: "Replay",
  replaying: "Replaying…",
  replayed: "Queued again: it is sent within seconds.",
  notReplayable: "This subscription is paused or stopped; nothing can be sent to it.",
  tooManySends: (minutes: number) =>
    `Too many replays and test events for this subscription or this app. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  notFound: "This delivery no longer exists.",
  subscriptionNotFound: "This subscription no longer exists. Reload the page to see the current ones.",
  testTitle: "Send a test event",
  testHint:
    "Sends a signed PING event to the subscription you pick, as your app can through the API (POST /v2/webhooks/{id}/test). The attempt shows under Latest attempts once it is made, within seconds.",
  testSubscription: "Subscription",
  testOption: (host: string, id: string, triggers: readonly string[]) =>
    `${host} · ${triggers.length > 0 ? triggers.join(", ") : "no events"} · …${id.slice(-6)}`,
  testSend: "Send test event",
  testSending: "Sending…",
  testSent: (messageId: string) =>
    `Test event ${messageId} queued: it is sent within seconds, and its attempt then shows under Latest attempts.`,
  testShowAttempt: "Show the attempt",
  testNone:
    "No live subscription to send to: once a user's account is subscribed through your app, you can test it here.",
  stoppedTitle: "Stopped subscriptions",
  stoppedHint: "Nothing more is sent to these addresses; the app can subscribe again once its receiver works.",
  stopped: (host: string, reason: DisabledReason) => `${host}: ${DISABLED_WORDS[reason]}`,
} as const;
