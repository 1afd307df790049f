// RFC 8414 s3.1 inserts an issuer's path after the well-known name: an issuer
// https://as.example/tenant has its metadata at /.well-known/oauth-authorization-server/tenant, and
// MCP clients (authorization spec, 2025-06-18 on) try that first, then the OpenID Connect form with
// the path inserted the same way. Our issuer (AUTH_URL) usually has no path: then every suffixed
// address answers a plain 404 that a client can read from any origin and move on to the next
// address; when it has one, its own suffix answers the same document as the unsuffixed route.

/** The issuer's path as RFC 8414 inserts it: no trailing slash; "" for an issuer without one. */
export function issuerPath(issuer: string): string {
  return new URL(issuer).pathname.replace(/\/+$/, "");
}

/** The route's path segments name exactly the issuer's path (Next.js hands them decoded). */
export function namesIssuerPath(issuer: string, segments: readonly string[]): boolean {
  const path = issuerPath(issuer);
  return path !== "" && segments.length > 0 && `/${segments.join("/")}` === decodeURIComponent(path);
}

export function noMetadataHere(issuer: string, wellKnown: string): Response {
  return Response.json(
    {
      error: "not_found",
      error_description: `No metadata at this address. The issuer is ${issuer}; its metadata is at ${issuer.replace(/\/+$/, "")}/.well-known/${wellKnown}.`,
    },
    { status: 404, headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" } },
  );
}
