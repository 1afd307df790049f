// The WebhookSender over the guarded request (lib/server/net/guarded-request.ts): POST the
// signed body, https only (plain http only to loopback, when WEBHOOK_ALLOW_LOOPBACK=true), the
// host resolved and every address checked before connecting to the checked one, no redirects
// followed, one 10 s deadline for connecting and the whole exchange, at most 4 KiB of the answer read.
import type { LookupAddress } from "node:dns";
import type { SendResult, WebhookSender } from "@/lib/webhooks/ports";
import { addressRule, guardedRequest, resolveAll, type OutboundPolicy } from "../net/guarded-request";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_MAX_RESPONSE_BYTES = 4_096;

export interface SenderOptions {
  readonly allowLoopback: boolean;
  readonly resolve?: (hostname: string) => Promise<LookupAddress[]>;
  readonly timeoutMs?: number;
}

export function webhookPolicy(options: SenderOptions): OutboundPolicy {
  return {
    resolve: options.resolve ?? resolveAll,
    allowAddress: addressRule(options.allowLoopback),
    allowHttpLoopback: options.allowLoopback,
    allowAnyPort: true,
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    maxResponseBytes: WEBHOOK_MAX_RESPONSE_BYTES,
  };
}

// Text columns cannot hold NUL; a receiver's answer is only shown, never interpreted.
const storable = (text: string) => text.replaceAll("\u0000", "\uFFFD");

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
      return { kind: "refused", reason: result.refusal, latencyMs };
    },
  };
}
