// HTTP answers for the webhook core's failure codes.
import type { AddressRefusal } from "@/lib/webhooks/ports";
import type { DeliveryResult } from "@/lib/webhooks/use-cases/subscriptions";
import { apiError, notFound } from "@/lib/server/api/responses";

const REFUSED: Record<AddressRefusal, string> = {
  bad_url: "subscriberUrl is not a usable URL",
  not_https: "subscriberUrl must use https",
  userinfo: "subscriberUrl must not contain a user name or password",
  local_name: "subscriberUrl must name a host on the internet, not a local name such as localhost or *.internal",
  bad_port: "subscriberUrl must use https's own port 443 (or a port this service's administrator allows)",
  not_public_address:
    "subscriberUrl resolves to an address webhooks are not sent to (loopback, private, link-local or metadata, carrier-grade NAT, multicast, unique-local)",
};

export function addressRefused(reason: AddressRefusal): Response {
  return apiError(400, "subscriber_url_refused", REFUSED[reason], { subscriberUrl: [REFUSED[reason]] });
}

export function webhookFailure(code: "not_found" | "subscription_disabled"): Response {
  return code === "not_found"
    ? notFound("webhook")
    : apiError(409, "webhook_disabled", "the webhook is inactive or disabled; nothing is sent to it");
}

/** A test event or redelivery refused: the webhook's failures, or its send budget spent (429). */
export function sendRefused(failure: Exclude<DeliveryResult, { ok: true }>): Response {
  if (failure.code !== "rate_limited") return webhookFailure(failure.code);
  const response = apiError(
    429,
    "rate_limited",
    `too many test events and redeliveries for this webhook or this app; retry after ${failure.retryAfterSeconds} seconds`,
  );
  response.headers.set("Retry-After", String(failure.retryAfterSeconds));
  return response;
}
