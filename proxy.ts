// Runs before every page: gives each response a nonce-based Content-Security-Policy (the nonce
// reaches Next.js's renderer through the request's own CSP header) and, when the service is served
// over https (AUTH_URL), Strict-Transport-Security.
// The JSON API under /v2 is not a document, so it skips the proxy (a nonce policy means nothing to
// it, and the proxy is a large share of an API call's cost): it keeps next.config.mjs's headers
// (frame-ancestors 'none', nosniff, no-referrer) and gets HSTS from the server (server-hooks.ts).
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from "@/lib/server/content-security-policy";

export function proxy(request: NextRequest) {
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
  // Static build files and the JSON API carry no policy of their own (they are not documents).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|v2/).*)"],
};
