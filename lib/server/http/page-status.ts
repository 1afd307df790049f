// An App Router page cannot choose its HTTP status (the framework knows only 200, 404 and
// redirects), yet some pages must answer with one: the authorization page refusing a request (400),
// the consent interruption page (429 or 503 with Retry-After). The custom server (scripts/serve.mjs,
// through lib/observability/observe-request.ts) opens a request context that holds the response,
// and the page sets the status there while it renders, before the first byte is sent. Under
// `next dev`, which has no custom server, the page answers 200 with the same content.
import { currentRequest } from "@/lib/observability/request-context";
import { NO_STORE } from "./no-store";

/** The status of the page being rendered (not its data requests), with no-store and `headers`. */
export function answerPageWith(status: number, headers: Record<string, string> = {}): void {
  currentRequest()?.answerPage?.(status, { ...NO_STORE, ...headers });
}
