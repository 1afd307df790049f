// The one guard every /v2 API route goes through. A route states its operation at the top, the
// one source of its scope and role:
//   export const POST = protectedResource({ scope: "TEAM_SCHEDULE_WRITE", role: "ADMIN", ... }, handle)
// The guard asks the access decision (lib/scheduling/access: bearer token per RFC 6750, scope
// coverage with ORG_X also covering TEAM_X, then the realm and the declared role), validates
// query and body with the declared zod schemas, spends a per-address budget where the operation
// names one (429 with Retry-After), spends the grant's in-memory quota on a token-protected one,
// and answers with CORS, the API's version, `no-store` (a public document built once keeps its own
// caching), the RateLimit fields of the budget it counted and, on a deprecated operation,
// Deprecation, Sunset and the change note's Link.
// The database being down is a JSON 503.
import { countedScope, usageKindOf } from "@/lib/accounts/rules/app-usage";
import { type BearerAccess, authorizeBearerRequest } from "@/lib/oauth/bearer-access";
import { InsufficientScopeError, OperationNotInPolicyError } from "@/lib/oauth/errors";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { type AccessRule, decideApiAccess } from "@/lib/scheduling/access/api-access";
import { sealCursor as sealCursorOf } from "@/lib/scheduling/list-cursor";
import type { Realm } from "@/lib/scheduling/realm";
import { parseBody, parseQuery } from "@/lib/server/api/input";
import type {
  ApiContext,
  GuardedHandler,
  OperationAnswer,
  OperationDeclaration,
  RouteContext,
} from "@/lib/server/api/operation-types";
import { type DeprecationDeclaration, deprecationHeaders, deprecationProblems } from "@/lib/server/api/deprecation";
import { apiError, notFound, pageAnswer } from "@/lib/server/api/responses";
import { API_HEADERS, corsPreflight } from "../http/cors";
import { resourceDpopOf } from "../http/dpop-request";
import { apiFaultResponse } from "../http/unavailable-responses";
import { clientAddress } from "../rate-limit/client-address";
import { apiBudgetSpent, apiTooManyRequests } from "../rate-limit/limit-responses";
import { spendGrantQuota } from "../rate-limit/api-grant-quota";
import type { LimitName } from "../rate-limit/limits";
import { setRateLimitHeaders } from "../rate-limit/rate-limit-fields";
import { type QuotaReading, hit } from "../rate-limit/rate-limiter";
import { getConfig } from "../roots/config";
import { bearerAccessDeps } from "../roots/oauth";
import { grantUsageRecorder } from "../roots/recorders";
import { listCursorKey, membershipPort } from "../roots/scheduling";
import { bearerRefusal } from "./bearer-refusal";
import { cursorRefused, openQueryCursor } from "./list-cursor-query";
import { type SpentDetailUse, giveBackDetailUse, spendDetailFor } from "./detail-spending";
import { detailActionOfRequest, inPolicyTable, listOf } from "./policy-row";
import type { SchedulingAction } from "@/lib/oauth/authorization-details/scheduling-actions";
import { isStorableText } from "@/lib/storable-text";

const MAX_PARAM_LENGTH = 200;
const GRANT_QUOTA_SPENT = "this app has spent the call quota of this person's authorization (RateLimit-Policy)";

/** What the request's budget said when it was counted (nothing before: a refused token, a bad path). */
interface Meter {
  reading?: QuotaReading;
}

/**
 * The Deprecation, Sunset and Link headers of a deprecated operation: the declaration is checked
 * when the route module loads (a bad one fails the build); the headers are made on the first answer.
 */
function deprecationStamp(declaration: DeprecationDeclaration): (response: Response) => void {
  const problems = deprecationProblems(declaration);
  if (problems.length > 0) throw new Error(`Invalid deprecation declaration: ${problems.join(", ")}`);
  let headers: Record<string, string> | undefined;
  return (response) => {
    headers ??= deprecationHeaders(declaration, getConfig().baseUrl);
    for (const [name, value] of Object.entries(headers))
      if (name === "Link") response.headers.append(name, value);
      else response.headers.set(name, value);
  };
}

/** CORS on every answer; `no-store` on every answer but a public document's 200 or 304. */
function finish(response: Response, cacheable = false): Response {
  for (const [k, v] of Object.entries(API_HEADERS)) response.headers.set(k, v);
  const keep = cacheable && (response.status === 200 || response.status === 304) && response.headers.has("ETag");
  if (!keep) response.headers.set("Cache-Control", "no-store");
  return response;
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
): Promise<{ access: BearerAccess; realm: Realm; byDetails: SchedulingAction | null } | Response> {
  // Verified with no scope, so the 403 can name what the token holds.
  const bearer = await authorizeBearerRequest(await bearerAccessDeps(), {
    authorizationHeader: request.headers.get("authorization"),
    requiredScope: null,
    ...resourceDpopOf(request),
  });
  const decision = await decideApiAccess(await membershipPort(), {
    bearer,
    rule,
    params,
    detailAction: detailActionOfRequest(request),
  });
  if (decision.ok) return decision;
  switch (decision.code) {
    case "bearer_refused":
      return bearerRefusal(decision.error, undefined, rule.scope);
    case "insufficient_scope":
      return bearerRefusal(
        new InsufficientScopeError(rule.scope).challenging("dpop" in resourceDpopOf(request) ? "DPoP" : "Bearer"),
        decision.access,
        rule.scope,
      );
    case "not_found":
      return notFound();
    case "role_required":
      return apiError(403, "forbidden", "this operation needs the ADMIN or OWNER role");
  }
}

export function protectedResource<Q = undefined, B = undefined>(
  operation: OperationDeclaration<Q, B>,
  handler: (ctx: ApiContext<Q, B>) => Promise<OperationAnswer>,
): GuardedHandler {
  const scope = operation.scope;
  // The budget every answer reports (RateLimit-Policy, and RateLimit once counted): the declared
  // per-address one, else the grant's on a token-protected operation.
  const budget: LimitName | null = operation.limitPerAddress ?? (scope === "public" ? null : "API_GRANT");
  const deprecation = operation.deprecated ? deprecationStamp(operation.deprecated) : null;
  const answer = async (request: Request, context: RouteContext | undefined, meter: Meter): Promise<Response> => {
    // A detail's use spent for this call (max_uses): given back unless the operation succeeds,
    // settled once (a fault after a success must not give back a use the operation took).
    let spent: SpentDetailUse | null = null;
    const settle = async (response: Response): Promise<Response> => {
      const owed = response.status >= 400 ? spent : null;
      spent = null;
      if (owed !== null) await giveBackDetailUse(owed);
      return response;
    };
    try {
      // Fail closed: an operation without a known scope, or one whose declaration is not its row of
      // the policy snapshot (lib/scheduling/api-policy.snapshot.json), is refused to everyone.
      const rule =
        scope !== "public" && isScope(scope) ? { scope, ...(operation.role ? { role: operation.role } : {}) } : null;
      if (scope !== "public" && !(rule && inPolicyTable(request, rule))) {
        return finish(bearerRefusal(new OperationNotInPolicyError()));
      }
      if (operation.limitPerAddress) {
        const verdict = await hit(
          operation.limitPerAddress,
          clientAddress(request.headers, getConfig().trustedProxyHops),
        );
        meter.reading = verdict.reading;
        if (!verdict.allowed) return finish(apiTooManyRequests(verdict.retryAfterSeconds));
      }
      const params = await readParams(context);
      if (params === null) return finish(notFound());
      let access: BearerAccess | null = null;
      let realm: Realm | null = null;
      let byDetails: SchedulingAction | null = null;
      if (rule) {
        const outcome = await authorize(rule, request, params);
        if (outcome instanceof Response) return finish(outcome);
        ({ access, realm, byDetails } = outcome);
        const verdict = await spendGrantQuota(access.grantId);
        meter.reading = verdict.reading;
        if (!verdict.allowed) return finish(apiBudgetSpent(verdict.retryAfterSeconds, GRANT_QUOTA_SPENT));
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
      if (access && byDetails) {
        const scheme = "dpop" in resourceDpopOf(request) ? "DPoP" : "Bearer";
        const verdict = await spendDetailFor(access, byDetails, params, body.value, scheme);
        if (verdict instanceof Response) return finish(verdict);
        spent = verdict;
      }
      const result = await handler({ access, realm, params, query: query as Q, body: body.value as B, request });
      const response = await settle(
        result instanceof Response ? result : pageAnswer(result, (id) => sealCursorOf(listCursorKey(), list(), id)),
      );
      // What the app did with the person's grant, for their "Authorized apps" page: answered calls only.
      if (access && rule && response.status < 400)
        grantUsageRecorder().add({
          grantId: access.grantId,
          scope: countedScope(rule.scope, access.scopes),
          kind: usageKindOf(request.method, operation),
          at: new Date(),
        });
      return finish(response, scope === "public" && operation.publicDocument === true);
    } catch (error) {
      // The database being away is a 503 with Retry-After (the client should retry); anything else
      // unexpected a JSON 500 - the same answers as every other route (lib/server/http).
      const fault = finish(apiFaultResponse(error, `API ${request.method} ${new URL(request.url).pathname}`));
      // Giving the use back may fail as well (the database is away): then that use is lost, never doubled.
      return settle(fault).catch(() => fault);
    }
  };
  const guarded = async (request: Request, context?: RouteContext): Promise<Response> => {
    const meter: Meter = {};
    const response = await answer(request, context, meter);
    if (budget) setRateLimitHeaders(response, meter.reading?.limit ?? budget, meter.reading);
    if (deprecation) deprecation(response);
    return response;
  };
  return Object.assign(guarded, { operation: operation as OperationDeclaration<unknown, unknown> });
}

/** CORS preflight for a route's methods. */
export function apiPreflight(...methods: string[]) {
  return corsPreflight(methods.join(", "));
}
