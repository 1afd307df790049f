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

export function publicUrlOf(request: Request): string {
  return `${getConfig().baseUrl}${new URL(request.url).pathname}`;
}
