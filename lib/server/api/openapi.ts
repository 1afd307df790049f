// The OpenAPI 3.1 document of the API, generated with @asteasolutions/zod-to-openapi from the
// policy table and the zod schemas the routes validate with. Each operation names its required
// scope as an OAuth2 security requirement, with every scope that covers it (covering-scope.ts).
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { scopesCovering } from "@/lib/oauth/covering-scope";
import { SCOPES, describeScope, type Scope } from "@/lib/oauth/scope-catalogue";
import { detailActionOf } from "@/lib/scheduling/access/detail-operations";
import { WEBHOOK_TRIGGERS } from "@/lib/scheduling/booking-events";
import { bookingSchema } from "@/lib/scheduling/schemas/bookings";
import { webhookPayloadSchema } from "@/lib/scheduling/schemas/webhooks";
import { type PolicyRow, type RouteModule, buildPolicyTable } from "@/lib/server/api/policy";
import { getConfig } from "@/lib/server/roots/config";
import { API_VERSION, API_VERSION_HEADER } from "./api-version";
import type { DeprecationDeclaration } from "./deprecation";
import { operationIdOf, registerOAuthOperations } from "./oauth-openapi";

const errorSchema = z
  .object({
    status: z.literal("error"),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: "Error" });

const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });

function security(scope: PolicyRow["scope"]): Record<string, string[]>[] {
  if (scope === "public") return [];
  return scopesCovering(scope).map((s) => ({ oauth2: [s] }));
}

/** "Requires the TEAM_X scope (or ORG_X)." : every scope that covers the required one, by name. */
function requirementText(scope: Scope): string {
  const [, ...others] = scopesCovering(scope);
  return `Requires the ${scope} scope${others.length ? ` (or ${others.join(" or ")})` : ""}.`;
}

function successBody(row: PolicyRow) {
  const data = row.operation.response ?? z.unknown();
  if (row.path === "/v2/openapi.json") return z.object({ openapi: z.string() }).loose();
  if (row.operation.paginated) {
    return z.object({
      status: z.literal("success"),
      data: z.array(data),
      pagination: z.object({ nextCursor: z.string().nullable() }),
    });
  }
  return z.object({ status: z.literal("success"), data });
}

/** A deprecated operation is `deprecated`; deprecated fields only are named in `x-deprecation`. */
function deprecationDoc(declaration: DeprecationDeclaration | undefined) {
  if (!declaration) return {};
  const { since, sunset, changeNote, fields } = declaration;
  return {
    ...(fields ? {} : { deprecated: true }),
    "x-deprecation": { since, sunset, changeNote, ...(fields ? { fields: [...fields] } : {}) },
  };
}

/**
 * RFC 9396: the action of a `scheduling` authorization detail that reaches this operation
 * (lib/scheduling/access/detail-operations.ts); a token whose details name it is judged by them.
 */
function detailActionDoc(row: PolicyRow): Record<string, string> {
  const action = detailActionOf(row.method, row.path);
  return action === null ? {} : { "x-authorization-details-action": action };
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers of an answer: the version always, the budget where one counts, the retirement where declared. */
function answerHeaders(row: PolicyRow) {
  const counted = row.scope !== "public" || row.operation.limitPerAddress !== undefined;
  return {
    [API_VERSION_HEADER]: header(API_VERSION_HEADER),
    ...(counted ? { "RateLimit-Policy": header("RateLimit-Policy"), RateLimit: header("RateLimit") } : {}),
    ...(row.operation.deprecated
      ? { Deprecation: header("Deprecation"), Sunset: header("Sunset"), Link: header("Link") }
      : {}),
  };
}

function tooMany(row: PolicyRow, description: string) {
  return { ...error(description), headers: { ...answerHeaders(row), "Retry-After": header("Retry-After") } };
}

/** Shared by every operation's answers (components.headers). */
function registerHeaders(registry: OpenAPIRegistry): void {
  const text = (description: string) => ({ description, schema: { type: "string" as const } });
  registry.registerComponent(
    "headers",
    API_VERSION_HEADER,
    text("The version of the API that answered (semver; the major is the path's)."),
  );
  registry.registerComponent(
    "headers",
    "RateLimit-Policy",
    text('The budget this operation counts (draft-ietf-httpapi-ratelimit-headers), e.g. "api-grant";q=1200;w=60.'),
  );
  registry.registerComponent(
    "headers",
    "RateLimit",
    text('What is left of it and for how many seconds, e.g. "api-grant";r=1187;t=42; absent until counted.'),
  );
  registry.registerComponent("headers", "Retry-After", {
    description: "Seconds to wait before trying again.",
    required: true,
    schema: { type: "integer", minimum: 1 },
  });
  registry.registerComponent(
    "headers",
    "Deprecation",
    text("RFC 9745: when this operation was deprecated, as @<unix seconds>."),
  );
  registry.registerComponent("headers", "Sunset", text("RFC 8594: from when it may stop working (an HTTP-date)."));
  registry.registerComponent("headers", "Link", text('The change note, rel="deprecation" and rel="sunset".'));
}

function register(registry: OpenAPIRegistry, row: PolicyRow): void {
  const { operation } = row;
  const names = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string().max(200)]))) : undefined;
  const tag = row.path.split("/")[2] ?? "v2";
  registry.registerPath({
    method: row.method.toLowerCase() as "get",
    path: row.path,
    operationId: operationIdOf(row.method, row.path),
    summary: operation.summary,
    description: row.scope === "public" ? "Public: no token and no scope needed." : requirementText(row.scope),
    ...detailActionDoc(row),
    tags: [tag],
    security: security(row.scope),
    ...deprecationDoc(operation.deprecated),
    request: {
      ...(params ? { params } : {}),
      ...(operation.query ? { query: operation.query as z.ZodObject } : {}),
      ...(operation.body ? { body: { content: { "application/json": { schema: operation.body } } } } : {}),
    },
    responses: {
      [operation.successStatus ?? 200]: {
        description: "Success",
        headers: answerHeaders(row),
        content: { "application/json": { schema: successBody(row) } },
      },
      ...(operation.body || operation.query ? { 400: error("Invalid input, with field errors") } : {}),
      ...(row.scope === "public"
        ? {}
        : {
            401: error("Missing, invalid, expired or revoked token"),
            403: error("The token lacks the scope, or the user lacks the role"),
          }),
      ...(names.length || row.scope === "public" ? { 404: error("Unknown id, or one the user may not see") } : {}),
      ...(operation.limitPerAddress
        ? { 429: tooMany(row, "Too many requests from this address; retry after the Retry-After seconds") }
        : operation.budget
          ? {
              429: tooMany(
                row,
                `${operation.budget}, or too many calls with this grant; retry after the Retry-After seconds`,
              ),
            }
          : row.scope === "public"
            ? {}
            : { 429: tooMany(row, "Too many calls with this grant; retry after the Retry-After seconds") }),
      500: error("Unexpected server error; logged with the X-Request-Id of the response"),
      503: error("The database cannot be reached right now; retry after the Retry-After seconds"),
    },
  });
}

const SIGNATURE_HEADERS = z.object({
  "webhook-id": z.string().meta({ description: "The message id: the same for every attempt and for a redelivery." }),
  "webhook-timestamp": z.string().meta({ description: "Seconds since the epoch when this attempt was made." }),
  "webhook-signature": z.string().meta({
    description:
      "`v1,<base64 HMAC-SHA256(secret key, id.timestamp.body)>` (Standard Webhooks); two, space-separated, for 24 h after a rotation.",
  }),
  "x-cal-signature-256": z.string().meta({
    description: "Hex HMAC-SHA256 of the body keyed with the secret string as given; two during a rotation.",
  }),
});

/** OpenAPI 3.1 `webhooks`: what a subscription's receiver gets, one entry per trigger. */
function registerWebhooks(registry: OpenAPIRegistry): void {
  for (const trigger of WEBHOOK_TRIGGERS) {
    registry.registerWebhook({
      method: "post",
      path: trigger,
      summary: `${trigger}: a booking ${trigger.slice("BOOKING_".length).toLowerCase()}`,
      description:
        "Sent to every subscription with this trigger, signed; retried on a timeout, connection error, 3xx, 5xx or 429 (10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 16 h, 24 h, +0-20 % jitter). A 2xx ends it; 410 disables the subscription.",
      request: {
        headers: SIGNATURE_HEADERS,
        body: {
          content: {
            "application/json": {
              schema: webhookPayloadSchema.extend({ triggerEvent: z.literal(trigger), payload: bookingSchema }),
            },
          },
        },
      },
      responses: {
        200: { description: "Any 2xx: received." },
        410: { description: "Gone: disable this subscription." },
      },
    });
  }
}

export function apiOpenApiDocument(routes: readonly { path: string; module: RouteModule }[]) {
  const registry = new OpenAPIRegistry();
  const { authUrl, baseUrl } = getConfig();
  const scopes = Object.fromEntries(SCOPES.map((s: Scope) => [s, describeScope(s).description]));
  registry.registerComponent("securitySchemes", "oauth2", {
    type: "oauth2",
    flows: {
      authorizationCode: {
        authorizationUrl: `${authUrl}/auth/oauth2/authorize`,
        tokenUrl: `${baseUrl}/v2/auth/oauth2/token`,
        refreshUrl: `${baseUrl}/v2/auth/oauth2/token`,
        scopes,
      },
    },
  });
  registerHeaders(registry);
  // First: what a developer needs before the first call.
  registerOAuthOperations(registry, { authUrl, baseUrl });
  for (const row of buildPolicyTable(routes).rows) register(registry, row);
  registerWebhooks(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Scheduling API v2",
      version: API_VERSION,
      description:
        "The OAuth 2.0 and OpenID Connect endpoints (tags oauth and discovery) answer in the RFCs' terms; the /v2 operations in the `{status, data}` envelope. Lists are paginated with `take` (1-100) and `cursor` (the previous page's `pagination.nextCursor`).",
    },
    servers: [{ url: baseUrl }],
  });
}
