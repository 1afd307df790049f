// Wraps one HTTP request: gives it an id (echoed as X-Request-Id), runs the handler inside the
// request context, and when the response is done writes the request's log line and metrics.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getLogger } from "./logger";
import { getMetrics } from "./metrics";
import { requestContextStorage, type RequestContext } from "./request-context";
import { requestIdFrom } from "./request-id";
import type { RouteLabeler } from "./route-label";

export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  routeOf: RouteLabeler,
  handle: () => Promise<void>,
): Promise<void> {
  const started = process.hrtime.bigint();
  const ctx: RequestContext = {
    requestId: requestIdFrom(req.headers["x-request-id"]),
    // Only the document's status: the router's data requests (RSC) must answer 200, and nothing
    // changes once the first byte is out.
    answerPage: (status, headers) => {
      if (res.headersSent || req.headers.rsc !== undefined) return;
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  };
  req.headers["x-request-id"] = ctx.requestId;
  res.setHeader("X-Request-Id", ctx.requestId);
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const route = routeOf(pathname);
    const method = req.method ?? "GET";
    // A response cut off before it was finished is reported as 499, as nginx does.
    const status = res.writableFinished ? res.statusCode : 499;
    const labels = { route, method, status: String(status) };
    getMetrics().httpRequests.inc(labels);
    getMetrics().httpDuration.observe(labels, seconds);
    getLogger().info(
      {
        requestId: ctx.requestId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 1e4) / 10,
        clientId: ctx.clientId,
      },
      "request",
    );
  };
  res.once("finish", done);
  res.once("close", done);
  return requestContextStorage().run(ctx, handle);
}
