// Runs before every page and route: gives each response a nonce-based Content-Security-Policy
// (the nonce reaches Next.js's renderer through the request's own CSP header) and, when the
// service is served over https (AUTH_URL), Strict-Transport-Security.
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/server/content-security-policy";

export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const https = (process.env.AUTH_URL ?? "").startsWith("https://");
  const csp = contentSecurityPolicy(nonce, { https, dev: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Static build files carry no policy of their own (they are not documents).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
