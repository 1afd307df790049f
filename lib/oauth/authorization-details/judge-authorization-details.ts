// authorization_details at the authorization endpoint and PAR (RFC 9396 s2, s5): read strictly,
// every location the API's resource identifier, and every action inside the scopes the client is
// registered for (a detail is a slice of a scope, never more). Pure: returns the normalised
// details, or the description of an `invalid_authorization_details` refusal.
import type { ApiResource } from "../resource/api-resource";
import type { Scope } from "../scope-catalogue";
import { ACTION_SCOPE } from "./scheduling-actions";
import { type SchedulingDetail, detailKey, parseAuthorizationDetails } from "./scheduling-detail";

export type DetailsJudgement = { ok: true; details: SchedulingDetail[] | null } | { ok: false; description: string };

export function judgeAuthorizationDetails(
  /** Every value of the parameter (absent: none; twice: refused). */
  values: readonly string[],
  clientScopes: readonly Scope[],
  apiResource: ApiResource | undefined,
): DetailsJudgement {
  if (values.length === 0) return { ok: true, details: null };
  const [raw] = values;
  if (values.length > 1 || raw === undefined) return { ok: false, description: "authorization_details sent twice" };
  const reading = parseAuthorizationDetails(raw);
  if (!reading.ok) return reading;
  for (const [index, detail] of reading.details.entries()) {
    const foreign = detail.locations?.find((l) => !isTheApi(l, apiResource));
    if (foreign !== undefined)
      return {
        ok: false,
        description: `authorization_details[${index}]: locations must name this API (${apiResource?.identifier ?? "none"})`,
      };
    const missing = detail.actions.filter((action) => !clientScopes.includes(ACTION_SCOPE[action]));
    if (missing.length > 0)
      return {
        ok: false,
        description: `authorization_details[${index}]: ${missing.join(", ")} needs a scope this client is not registered for (${missing.map((a) => ACTION_SCOPE[a]).join(", ")})`,
      };
  }
  return { ok: true, details: reading.details.map((d) => canonicalLocations(d, apiResource)) };
}

function isTheApi(location: string, api: ApiResource | undefined): boolean {
  return api !== undefined && (location === api.identifier || api.equivalents.includes(location));
}

/** A location is stored as the API's one identifier, whatever spelling the client used. */
export function canonicalLocations(detail: SchedulingDetail, api: ApiResource | undefined): SchedulingDetail {
  return detail.locations && api ? { ...detail, locations: [api.identifier] } : detail;
}

/**
 * RFC 9396 s6: a token request may name details only among those granted (never widening); the
 * tokens carry the grant's. True when every requested detail is a granted one.
 */
export function namesOnlyGrantedDetails(
  requested: readonly SchedulingDetail[],
  granted: readonly SchedulingDetail[] | null | undefined,
  apiResource: ApiResource | undefined,
): boolean {
  const keys = new Set((granted ?? []).map(detailKey));
  return requested.every((detail) => keys.has(detailKey(canonicalLocations(detail, apiResource))));
}
