// The WebhookSender over the guarded request (lib/server/net/guarded-request.ts): POST the
// signed body, https only (plain http only to loopback, when WEBHOOK_ALLOW_LOOPBACK=true), to port
// 443 or one WEBHOOK_ALLOWED_PORTS names (any under WEBHOOK_ALLOW_LOOPBACK), the host resolved and
// every address checked before connecting to the checked one, no redirects followed, one 10 s
// deadline for connecting and the whole exchange, at most 4 KiB of the answer read. A refusal is
// logged with its reason: a subscription made before a rule tightened fails visibly, never silently.
import type { LookupAddress } from "node:dns";
import { getLogger } from "@/lib/observability/logger";
import type { SendResult, WebhookSender } from "@/lib/webhooks/ports";
import { addressRule, guardedRequest, resolveAll, type OutboundPolicy } from "../net/guarded-request";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_MAX_RESPONSE_BYTES = 4_096;

export interface SenderOptions {
  readonly allowLoopback: boolean;
  /** WEBHOOK_ALLOWED_PORTS: the ports besides 443 a subscriber URL may name. */
  readonly allowedPorts?: readonly number[];
  readonly resolve?: (hostname: string) => Promise<LookupAddress[]>;
  readonly timeoutMs?: number;
}

export function webhookPolicy(options: SenderOptions): OutboundPolicy {
  return {
    resolve: options.resolve ?? resolveAll,
    allowAddress: addressRule(options.allowLoopback),
    allowHttpLoopback: options.allowLoopback,
    allowedPorts: options.allowLoopback ? "any" : (options.allowedPorts ?? []),
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    maxResponseBytes: WEBHOOK_MAX_RESPONSE_BYTES,
  };
}

// Text columns cannot hold NUL; a receiver's answer is only shown, never interpreted.
const storable = (text: string) => text.replaceAll("\u0000", "\uFFFD");

const REFUSAL_REASONS: Record<Extract<SendResult, { kind: "refused" }>["reason"], string> = {
  bad_url: "the subscriber URL is not a usable URL",
  not_https: "the subscriber URL does not use https",
  userinfo: "the subscriber URL holds a user name or password",
  bad_port: "the subscriber URL names a port other than 443 that WEBHOOK_ALLOWED_PORTS does not allow",
  not_public_address: "the subscriber URL's host resolves to an address webhooks are not sent to",
};

/** The host only: a URL's path and query may hold the receiver's own secret. */
const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : "(not a URL)");

export function createHttpSender(options: SenderOptions): WebhookSender {
  const policy = webhookPolicy(options);
  return {
    async post(url, headers, body): Promise<SendResult> {
      const started = performance.now();
      const result = await guardedRequest(url, { method: "POST", headers, body }, policy);
      const latencyMs = Math.round(performance.now() - started);
      if (result.ok) {
        const retryAfter = result.response.headers["retry-after"];
        return {
          kind: "response",
          status: result.response.status,
          retryAfter: typeof retryAfter === "string" ? retryAfter : null,
          body: storable(result.response.body.toString("utf8")),
          latencyMs,
        };
      }
      if ("failure" in result) return { kind: "unreachable", reason: result.failure, latencyMs };
      if (result.refusal === "dns_failed") return { kind: "unreachable", reason: "dns_failed", latencyMs };
      getLogger().warn(
        { host: hostOf(url), reason: result.refusal },
        `webhooks: delivery refused, nothing sent: ${REFUSAL_REASONS[result.refusal]}`,
      );
      return { kind: "refused", reason: result.refusal, latencyMs };
    },
  };
}
