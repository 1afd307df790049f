// The one guard every /v2 API route goes through. A route states its operation at the top:
//   export const GET = protectedResource({ scope: "BOOKING_READ", summary: "..." }, async (ctx) => ...)
// The guard verifies the bearer token (RFC 6750), enforces the scope (ORG_X also covers TEAM_X),
// resolves team/organization membership and role, validates query and body with the declared
// zod schemas, spends a per-address budget where the operation names one (429 with Retry-After),
// and answers with CORS and `no-store`. The database being down is a JSON 503.
import { type BearerAccess, authorizeBearerRequest } from "@/lib/oauth/bearer-access";
import { InsufficientScopeError, OperationNotInPolicyError, type ResourceError } from "@/lib/oauth/errors";
import { type Scope, isScope } from "@/lib/oauth/scope-catalogue";
import { accessSatisfiesScope, orgScopeImplying } from "@/lib/oauth/scope-coverage";
import { type Realm, resolveRealm } from "@/lib/scheduling/realm";
import { parseBody, parseQuery } from "./api-input";
import type { ApiContext, GuardedHandler, OperationDeclaration, RouteContext } from "./api-operation-types";
import { findPolicyRow } from "./api-policy";
import { livePolicyRows } from "./api-policy-table";
import { apiError, notFound } from "./api-responses";
import { getConfig } from "./config";
import { apiFaultResponse } from "./http/unavailable-responses";
import { bearerAccessDeps } from "./oauth";
import { clientAddress } from "./rate-limit/client-address";
import { apiTooManyRequests } from "./rate-limit/limit-responses";
import { hit } from "./rate-limit/rate-limiter";
import { membershipPort } from "./scheduling";

const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "WWW-Authenticate, Retry-After" };
const MAX_PARAM_LENGTH = 200;

function finish(response: Response): Response {
  for (const [k, v] of Object.entries(CORS)) response.headers.set(k, v);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** RFC 6750 s3: 401/403 with a Bearer challenge; a 403 names the required scope and the token's. */
function bearerError(
  error: ResourceError,
  access?: { scopes: readonly Scope[]; legacyUnrestricted: boolean },
): Response {
  const response = apiError(error.status, error.code ?? "unauthorized", error.description);
  response.headers.set("WWW-Authenticate", error.wwwAuthenticate());
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
    if (typeof v !== "string" || v.length > MAX_PARAM_LENGTH || v.includes("\u0000")) return null;
    params[k] = v;
  }
  return params;
}

async function authorize(
  scope: Scope,
  request: Request,
  params: Record<string, string>,
): Promise<{ access: BearerAccess; realm: Realm } | Response> {
  const deps = await bearerAccessDeps();
  const result = await authorizeBearerRequest(deps, {
    authorizationHeader: request.headers.get("authorization"),
    requiredScope: null,
  });
  if (!result.ok) return bearerError(result.error);
  const { access } = result;
  // Verify first with no scope, so the 403 can name what the token holds.
  if (!accessSatisfiesScope(access, scope)) return bearerError(new InsufficientScopeError(scope), access);
  const twin = orgScopeImplying(scope);
  const viaOrganization = access.legacyUnrestricted || (twin !== null && access.scopes.includes(twin));
  const realm = await resolveRealm(await membershipPort(), {
    userId: access.userId,
    orgId: params.orgId,
    teamId: params.teamId,
    write: scope.endsWith("_WRITE"),
    viaOrganization,
  });
  if (!realm.ok) {
    return realm.code === "not_found"
      ? notFound()
      : apiError(403, "forbidden", "this operation needs the ADMIN or OWNER role");
  }
  return { access, realm: realm.realm };
}

function inPolicyTable(request: Request, scope: Scope): boolean {
  const method = request.method === "HEAD" ? "GET" : request.method;
  return findPolicyRow(livePolicyRows(), method, new URL(request.url).pathname)?.scope === scope;
}

export function protectedResource<Q = undefined, B = undefined>(
  operation: OperationDeclaration<Q, B>,
  handler: (ctx: ApiContext<Q, B>) => Promise<Response>,
): GuardedHandler {
  const scope = operation.scope;
  const guarded = async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      // Fail closed: an operation without a known scope, or one missing from the policy table (a
      // route without its row in lib/scheduling/api-policy-rows.ts), is refused to everyone.
      if (scope !== "public" && !(isScope(scope) && inPolicyTable(request, scope))) {
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
      if (scope !== "public") {
        const outcome = await authorize(scope, request, params);
        if (outcome instanceof Response) return finish(outcome);
        ({ access, realm } = outcome);
      }
      const query = parseQuery(new URL(request.url), operation.query);
      if (!query.ok) return finish(query.response);
      const body = await parseBody(request, operation.body);
      if (!body.ok) return finish(body.response);
      return finish(await handler({ access, realm, params, query: query.value as Q, body: body.value as B, request }));
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
