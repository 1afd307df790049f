// What the custom HTTP server (scripts/serve.mjs, plain JavaScript outside the Next.js bundle)
// needs from the app once Next.js has prepared it: request observation, draining, and closing the
// database. Published on globalThis because the server cannot import TypeScript modules.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { observeRequest } from "@/lib/observability/observe-request";
import { createRouteLabeler } from "@/lib/observability/route-label";
import { markShuttingDown } from "@/lib/observability/shutdown-state";
import { getConfig } from "../roots/config";
import { strictTransportSecurity } from "./content-security-policy";
import { API_ANSWER_HEADERS, type ApiPathAnswer, apiPathAnswer } from "./api-path-answers";
import { answerClientError } from "./client-error";
import { closeStorage } from "../roots/shutdown";

export type ServerHooks = {
  observe(req: IncomingMessage, res: ServerResponse, handle: () => Promise<void>): Promise<void>;
  /** The server's `clientError` listener: what Node's parser refuses, under /v2 in the API's envelope. */
  clientError(err: Error, socket: Duplex): void;
  beginShutdown(): void;
  close(): Promise<void>;
};

/** The app's route templates from the build's manifest ("/settings/apps/[id]"). */
function routeTemplates(): string[] {
  const file = path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.NEXT_DIST_DIR || ".next",
    "app-path-routes-manifest.json",
  );
  if (!existsSync(/*turbopackIgnore: true*/ file)) return [];
  return Object.values(JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as Record<string, string>);
}

/** Writes an answer the server gives itself under /v2 (lib/server/http/api-path-answers.ts). */
function writeApiAnswer(res: ServerResponse, answer: ApiPathAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(API_ANSWER_HEADERS)) res.setHeader(name, value);
  if (answer.allow) res.setHeader("Allow", answer.allow);
  res.end(answer.body);
}

/**
 * The hooks for one server: route labels from the build, HSTS when served over https, and the
 * API's envelope for /v2 requests Next.js would answer with HTML or an empty body.
 */
export function createServerHooks(options: { routeTemplates: string[]; authUrl: string }): ServerHooks {
  const routeOf = createRouteLabeler(options.routeTemplates);
  // Every response, including those the proxy does not run for (the JSON API, static files).
  const hsts = strictTransportSecurity(options.authUrl);
  return {
    observe: (req, res, handle) => {
      if (hsts) res.setHeader("Strict-Transport-Security", hsts);
      const answer = apiPathAnswer(req.method ?? "GET", req.url ?? "/");
      return observeRequest(req, res, routeOf, answer ? async () => writeApiAnswer(res, answer) : handle);
    },
    clientError: (err, socket) => answerClientError(err, socket, hsts ? { "Strict-Transport-Security": hsts } : {}),
    beginShutdown: markShuttingDown,
    close: closeStorage,
  };
}

export function installServerHooks(): void {
  const hooks = createServerHooks({ routeTemplates: routeTemplates(), authUrl: getConfig().authUrl });
  (globalThis as unknown as { __oauthServerHooks?: ServerHooks }).__oauthServerHooks = hooks;
}
