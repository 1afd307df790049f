// Runs before every page: gives each response a nonce-based Content-Security-Policy (the nonce
// reaches Next.js's renderer through the request's own CSP header) and, when the service is served
// over https (AUTH_URL), Strict-Transport-Security.
// The JSON API under /v2, the discovery documents under /.well-known and the probes are not
// documents a browser renders, so they skip the proxy (a nonce policy means nothing to them, and
// the proxy costs more than the rest of such a request): they keep next.config.mjs's headers
// (frame-ancestors 'none', nosniff, same-origin referrer) and get HSTS from the server (server-hooks.ts).
// A server action sent from another origin, or naming none, is refused here with 403 before
// Next.js decodes it (lib/server/http/action-origin.ts).
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from "@/lib/server/http/content-security-policy";
import { hasOwnOrigin, isServerActionRequest } from "@/lib/server/http/action-origin";
import { ACTION_WORDS } from "@/lib/ui-words/actions";

export function proxy(request: NextRequest) {
  if (
    isServerActionRequest(request.method, request.headers) &&
    !hasOwnOrigin(request.headers, process.env.AUTH_URL ?? "")
  )
    return new NextResponse(ACTION_WORDS.foreignOrigin, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const nonce = newNonce();
  const hsts = strictTransportSecurity(process.env.AUTH_URL ?? "");
  const https = hsts !== null;
  const csp = contentSecurityPolicy(nonce, { https, dev: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

export const config = {
  // Static build files, the JSON API, the discovery documents (metadata and keys, fetched by every
  // client that connects; named one by one, so any other path under /.well-known is answered by
  // the not-found page with its nonce policy) and the probes (liveness, readiness, metrics) carry
  // no policy of their own (they are not pages; the probes answer on every check, so they stay
  // cheap); the
  // API reference and the agent quickstart are one document for everyone and carry their own,
  // hash-based policy (a nonce would make every response differ); the API catalog and llms.txt
  // are not pages.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|icon.svg|v2/|\\.well-known/(?:oauth-authorization-server|openid-configuration|jwks\\.json|oauth-protected-resource(?:/v2)?|api-catalog)$|llms\\.txt$|docs/api|docs/agent-quickstart$|healthz$|readyz$|metrics$).*)",
  ],
};
