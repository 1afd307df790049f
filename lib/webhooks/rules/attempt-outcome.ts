// What one attempt's result means for the delivery: 2xx delivers; 410 Gone disables the
// subscription (the receiver says it no longer exists); timeouts, connection errors, 3xx (never
// followed), 5xx and 429 may pass and are retried; any other 4xx ends the delivery as failed;
// an address refused at send time (not https, not public after DNS) is never retried.
import type { SendResult } from "../ports";

export type AttemptVerdict = "delivered" | "retry" | "gone" | "failed";

export function judgeAttempt(result: SendResult): AttemptVerdict {
  if (result.kind === "refused") return "failed";
  if (result.kind === "unreachable") return "retry";
  const status = result.status;
  if (status >= 200 && status < 300) return "delivered";
  if (status === 410) return "gone";
  if (status === 429 || (status >= 300 && status < 400) || status >= 500) return "retry";
  return "failed";
}

/** The code recorded for an attempt that did not deliver. */
export function attemptError(result: SendResult): string | null {
  if (result.kind === "refused") return `refused_${result.reason}`;
  if (result.kind === "unreachable") return result.reason;
  const status = result.status;
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return "redirect_not_followed";
  return `http_${status}`;
}
