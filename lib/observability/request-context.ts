// What the server knows about the request being handled: its id (echoed as X-Request-Id), once
// a handler has authenticated one, the client id, and the way a page sets its response's status. The custom server opens the context around
// Next.js's handler; the AsyncLocalStorage lives on globalThis so both sides share it.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = {
  requestId: string;
  clientId?: string;
  /** Gives the page being rendered its own status and headers (lib/server/http/page-status.ts). */
  answerPage?: (status: number, headers: Record<string, string>) => void;
};

const slot = globalThis as unknown as { __oauthRequestContext?: AsyncLocalStorage<RequestContext> };

export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  slot.__oauthRequestContext ??= new AsyncLocalStorage<RequestContext>();
  return slot.__oauthRequestContext;
}

export function currentRequest(): RequestContext | undefined {
  return requestContextStorage().getStore();
}

/** Records the client a handler identified, for the request's log line. */
export function noteClientId(clientId: string | undefined): void {
  const ctx = currentRequest();
  if (ctx && clientId) ctx.clientId = clientId.slice(0, 100);
}

/** The request turned out not to be the client noted (it no longer exists). */
export function clearClientId(): void {
  const ctx = currentRequest();
  if (ctx) delete ctx.clientId;
}
