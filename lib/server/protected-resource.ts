// The one guard every /v2 API route goes through. A route states its operation at the top, the
// one source of its scope and role:
//   export const POST = protectedResource({ scope: "TEAM_SCHEDULE_WRITE", role: "ADMIN", ... }, handle)
// The guard asks the access decision (lib/scheduling/access: bearer token per RFC 6750, scope
// coverage with ORG_X also covering TEAM_X, then the realm and the declared role), validates
// query and body with the declared zod schemas, spends a per-address budget where the operation
// names one (429 with Retry-After), and answers with CORS and `no-store` (a public document built
// once keeps its own caching).
// The database being down is a JSON 503.
import { type BearerAccess, authorizeBearerRequest } from "@/lib/oauth/bearer-access";
import { InsufficientScopeError, OperationNotInPolicyError, type ResourceError } from "@/lib/oauth/errors";
import { bearerChallenge } from "@/lib/oauth/resource/bearer-challenge";
import { protectedResourceMetadataUrl } from "@/lib/oauth/resource/protected-resource-metadata";
import { type Scope, isScope } from "@/lib/oauth/scope-catalogue";
import { cursorBinding, openCursor, sealCursor as sealCursorOf } from "@/lib/scheduling/list-cursor";
import { type AccessRule, decideApiAccess } from "@/lib/scheduling/access/api-access";
import type { Realm } from "@/lib/scheduling/realm";
import { parseBody, parseQuery } from "@/lib/server/api/input";
import type {
  ApiContext,
  GuardedHandler,
  OperationAnswer,
  OperationDeclaration,
  RouteContext,
} from "@/lib/server/api/operation-types";
import { findPolicyRow } from "@/lib/server/api/policy";
import { livePolicyRows } from "@/lib/server/api/policy-snapshot";
import { apiError, notFound, pageAnswer } from "@/lib/server/api/responses";
import { countedScope, usageKindOf } from "@/lib/accounts/rules/app-usage";
import { isStorableText } from "@/lib/storable-text";
import { getConfig } from "./config";
import { recordGrantScopeUse } from "./grant-usage-recorder";
import { apiFaultResponse } from "./http/unavailable-responses";
import { apiResource, bearerAccessDeps } from "./oauth";
import { clientAddress } from "./rate-limit/client-address";
import { apiTooManyRequests } from "./rate-limit/limit-responses";
import { hit } from "./rate-limit/rate-limiter";
import { listCursorKey, membershipPort } from "./scheduling";

const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "WWW-Authenticate, Retry-After" };
const MAX_PARAM_LENGTH = 200;

/** CORS on every answer; `no-store` on every answer but a public document's 200 or 304. */
function finish(response: Response, cacheable = false): Response {
  for (const [k, v] of Object.entries(CORS)) response.headers.set(k, v);
  const keep = cacheable && (response.status === 200 || response.status === 304) && response.headers.has("ETag");
  if (!keep) response.headers.set("Cache-Control", "no-store");
  return response;
}

/** RFC 6750 s3: 401/403 with a Bearer challenge; a 403 names the required scope and the token's. */
function bearerError(
  error: ResourceError,
  access?: { scopes: readonly Scope[]; legacyUnrestricted: boolean },
  requiredScope: Scope | null = null,
): Response {
  const response = apiError(error.status, error.code ?? "unauthorized", error.description);
  response.headers.set(
    "WWW-Authenticate",
    bearerChallenge(error, {
      resourceMetadataUrl: protectedResourceMetadataUrl(apiResource()),
      requiredScope,
      ...(access ? { heldScopes: access.scopes } : {}),
    }),
  );
  if (!(error instanceof InsufficientScopeError)) return response;
  return Response.json(
    {
      status: "error",
      error: {
        code: error.code,
        message: error.description,
        requiredScope: error.requiredScope,
        tokenScopes: access?.scopes ?? [],
      },
    },
    { status: 403, headers: response.headers },
  );
}

async function readParams(context: RouteContext | undefined): Promise<Record<string, string> | null> {
  const raw = context ? await context.params : {};
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (typeof v !== "string" || v.length > MAX_PARAM_LENGTH || !isStorableText(v)) return null;
    params[k] = v;
  }
  return params;
}

/** The access decision (lib/scheduling/access) as an HTTP answer when it refuses. */
async function authorize(
  rule: AccessRule,
  request: Request,
  params: Record<string, string>,
): Promise<{ access: BearerAccess; realm: Realm } | Response> {
  // Verified with no scope, so the 403 can name what the token holds.
  const bearer = await authorizeBearerRequest(await bearerAccessDeps(), {
    authorizationHeader: request.headers.get("authorization"),
    requiredScope: null,
  });
  const decision = await decideApiAccess(await membershipPort(), { bearer, rule, params });
  if (decision.ok) return decision;
  switch (decision.code) {
    case "bearer_refused":
      return bearerError(decision.error, undefined, rule.scope);
    case "insufficient_scope":
      return bearerError(new InsufficientScopeError(rule.scope), decision.access, rule.scope);
    case "not_found":
      return notFound();
    case "role_required":
      return apiError(403, "forbidden", "this operation needs the ADMIN or OWNER role");
  }
}

function operationOf(request: Request): { method: string; pathname: string } {
  return { method: request.method === "HEAD" ? "GET" : request.method, pathname: new URL(request.url).pathname };
}

/** The request's row in the policy snapshot declares exactly this scope and role. */
function inPolicyTable(request: Request, rule: AccessRule): boolean {
  const { method, pathname } = operationOf(request);
  const row = findPolicyRow(livePolicyRows(), method, pathname);
  return row?.scope === rule.scope && row.role === rule.role;
}

/** A list's cursors are bound to the operation (its path template) and the realm it reads. */
function listOf(request: Request, realm: Realm | null): string {
  const { method, pathname } = operationOf(request);
  return cursorBinding(`${method} ${findPolicyRow(livePolicyRows(), method, pathname)?.path ?? pathname}`, realm);
}

/**
 * The query with its sealed `cursor` replaced by the row id it names, or null when this list did
 * not issue the cursor (another realm's, a bare row id, tampered): refused, never a page.
 */
function openQueryCursor<Q>(query: Q, list: () => string): Q | null {
  if (typeof query !== "object" || query === null || !("cursor" in query) || query.cursor === undefined) return query;
  const id = typeof query.cursor === "string" ? openCursor(listCursorKey(), list(), query.cursor) : null;
  return id === null ? null : { ...query, cursor: id };
}

const cursorRefused = () =>
  apiError(400, "invalid_request", "the query parameters are invalid", {
    cursor: ["is not a cursor of this list: pass back the pagination.nextCursor this list returned"],
  });

export function protectedResource<Q = undefined, B = undefined>(
  operation: OperationDeclaration<Q, B>,
  handler: (ctx: ApiContext<Q, B>) => Promise<OperationAnswer>,
): GuardedHandler {
  const scope = operation.scope;
  const guarded = async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      // Fail closed: an operation without a known scope, or one whose declaration is not its row of
      // the policy snapshot (lib/scheduling/api-policy.snapshot.json), is refused to everyone.
      const rule =
        scope !== "public" && isScope(scope) ? { scope, ...(operation.role ? { role: operation.role } : {}) } : null;
      if (scope !== "public" && !(rule && inPolicyTable(request, rule))) {
        return finish(bearerError(new OperationNotInPolicyError()));
      }
      if (operation.limitPerAddress) {
        const verdict = await hit(
          operation.limitPerAddress,
          clientAddress(request.headers, getConfig().trustedProxyHops),
        );
        if (!verdict.allowed) return finish(apiTooManyRequests(verdict.retryAfterSeconds));
      }
      const params = await readParams(context);
      if (params === null) return finish(notFound());
      let access: BearerAccess | null = null;
      let realm: Realm | null = null;
      if (rule) {
        const outcome = await authorize(rule, request, params);
        if (outcome instanceof Response) return finish(outcome);
        ({ access, realm } = outcome);
      }
      const parsed = parseQuery(new URL(request.url), operation.query);
      if (!parsed.ok) return finish(parsed.response);
      // Worked out only when a cursor is opened or issued.
      let binding: string | undefined;
      const list = () => (binding ??= listOf(request, realm));
      const query = openQueryCursor(parsed.value, list);
      if (query === null) return finish(cursorRefused());
      const body = await parseBody(request, operation.body);
      if (!body.ok) return finish(body.response);
      const answer = await handler({ access, realm, params, query: query as Q, body: body.value as B, request });
      const response =
        answer instanceof Response ? answer : pageAnswer(answer, (id) => sealCursorOf(listCursorKey(), list(), id));
      // What the app did with the person's grant, for their "Authorized apps" page: answered calls only.
      if (access && rule && response.status < 400)
        recordGrantScopeUse({
          grantId: access.grantId,
          scope: countedScope(rule.scope, access.scopes),
          kind: usageKindOf(request.method),
          at: new Date(),
        });
      return finish(response, scope === "public" && operation.publicDocument === true);
    } catch (error) {
      // The database being away is a 503 with Retry-After (the client should retry); anything else
      // unexpected a JSON 500 - the same answers as every other route (lib/server/http).
      return finish(apiFaultResponse(error, `API ${request.method} ${new URL(request.url).pathname}`));
    }
  };
  return Object.assign(guarded, { operation: operation as OperationDeclaration<unknown, unknown> });
}

/** CORS preflight for a route's methods. */
export function apiPreflight(...methods: string[]) {
  return function OPTIONS(): Response {
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS,
        "Access-Control-Allow-Methods": `${methods.join(", ")}, OPTIONS`,
        "Access-Control-Allow-Headers": "Authorization, Content-Type",
        "Access-Control-Max-Age": "600",
      },
    });
  };
}
