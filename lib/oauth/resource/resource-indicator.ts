// RFC 8707 `resource` at the authorization and token endpoints. Only this API's identifier (or
// an equivalent spelling) names a resource we issue tokens for; anything else - another host, a
// relative or fragment-bearing URI, two different resources - is `invalid_target`. No `resource`
// keeps the behaviour from before resource indicators (the token's `aud` is the API's base URL).
import type { ApiResource } from "./api-resource";

/** Longer than any identifier of ours; bounds the parsing of what a client sends. */
export const MAX_RESOURCE_LENGTH = 2048;
const MAX_RESOURCE_VALUES = 8;

export type ResourceResolution =
  /** `resource` is the canonical identifier, or null when none was sent. */
  { ok: true; resource: string | null } | { ok: false; description: string };

/** Scheme and host compare case-insensitively (RFC 3986 s6.2.2.1); the rest exactly. */
function normalised(value: string): string | null {
  if (value.length > MAX_RESOURCE_LENGTH || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.hash !== "" || value.includes("#")) return null;
  if (url.username !== "" || url.password !== "") return null;
  // URL adds "/" to a bare origin; keep the spelling's own path so "/v2" and "/v2/" stay apart.
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(\/[^?#]*)?/i.exec(value)?.[1] ?? "";
  return `${url.protocol}//${url.host}${path}${url.search}`;
}

/** The canonical identifier a spelling names, or null when it names no resource of ours. */
export function canonicalResource(value: string, api: ApiResource): string | null {
  const candidate = normalised(value);
  if (candidate === null) return null;
  const known = [api.identifier, ...api.equivalents].map((spelling) => normalised(spelling));
  return known.includes(candidate) ? api.identifier : null;
}

/** Reads every `resource` value of a request (RFC 8707 allows several; they must all name this API). */
export function resolveResource(values: readonly string[], api: ApiResource): ResourceResolution {
  if (values.length === 0) return { ok: true, resource: null };
  if (values.length > MAX_RESOURCE_VALUES) return { ok: false, description: "too many resource parameters" };
  const canonical = new Set<string>();
  for (const value of values) {
    const resource = canonicalResource(value, api);
    if (resource === null)
      return { ok: false, description: `resource is not a resource of this server; use ${api.identifier}` };
    canonical.add(resource);
  }
  const [only] = [...canonical];
  return { ok: true, resource: only ?? null };
}
