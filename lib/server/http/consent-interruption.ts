// Where the consent POST sends the browser when it cannot decide: too many requests from the
// address, or the database being away. Always this fixed local page (never the client's redirect
// URI, which could not be validated), which answers 429 or 503 with Retry-After.
import type { AuthorizeErrorPageReason } from "@/lib/oauth/authorize-request";
import { logFault, RETRY_AFTER_SECONDS } from "./unavailable-responses";

export const CONSENT_INTERRUPTED_PATH = "/auth/oauth2/interrupted";

export type ConsentInterruption = Extract<AuthorizeErrorPageReason, "too_many_requests" | "temporarily_unavailable">;

/** The status and wait of the interruption page; anything unknown reads as unavailable. */
export function interruptionOf(reason: unknown): {
  reason: ConsentInterruption;
  status: 429 | 503;
  retryAfterSeconds: number;
} {
  return reason === "too_many_requests"
    ? { reason, status: 429, retryAfterSeconds: 60 }
    : { reason: "temporarily_unavailable", status: 503, retryAfterSeconds: RETRY_AFTER_SECONDS };
}

/** A 303 to the interruption page (the browser follows with a GET, so nothing is posted twice). */
export function consentInterrupted(reason: ConsentInterruption): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${CONSENT_INTERRUPTED_PATH}?reason=${reason}`, "Cache-Control": "no-store" },
  });
}

/** An error thrown while deciding: logged (with the request id, not the request), answered with the page. */
export function consentFault(error: unknown): Response {
  logFault(error, "consent");
  return consentInterrupted("temporarily_unavailable");
}
