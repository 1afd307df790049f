// A request's DPoP proof (RFC 9449 s4) as the core checks it: the header's value, the method, and
// the URL the client addressed. Behind a proxy the URL the server sees is not the client's, so
// the path is put on the public origin (BASE_URL, where the API and the token endpoint live).
import type { DpopProofRequest } from "@/lib/oauth/dpop/dpop-proof";
import { getConfig } from "../roots/config";

/** `{ dpop }` when the request carries a DPoP header (repeated headers arrive joined: refused later), else `{}`. */
export function dpopOf(request: Request): { dpop?: Omit<DpopProofRequest, "accessToken"> } {
  const proof = request.headers.get("dpop");
  if (proof === null) return {};
  return { dpop: { proof, method: request.method, url: publicUrlOf(request) } };
}

/**
 * At a protected resource: the proof's request when the Authorization header uses the DPoP scheme
 * (undefined otherwise, so a bearer request pays one test of its header and nothing more).
 */
export function resourceDpopOf(
  request: Request,
): { dpop: { proof: string | null; method: string; url: string } } | Record<string, never> {
  if (!/^dpop\s/i.test(request.headers.get("authorization") ?? "")) return {};
  return { dpop: { proof: request.headers.get("dpop"), method: request.method, url: publicUrlOf(request) } };
}

export function publicUrlOf(request: Request): string {
  return `${getConfig().baseUrl}${new URL(request.url).pathname}`;
}
