// Browser apps (public clients) call the token endpoint and the API from their own origin. No
// cookies are involved (credentials travel in the body or Authorization header), so `*` is safe.
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  // Retry-After: a browser app must be able to read how long a 429 or 503 asks it to wait.
  // DPoP-Nonce: the nonce a DPoP client must sign into its next proof (RFC 9449 s8).
  "Access-Control-Expose-Headers": "WWW-Authenticate, Retry-After, DPoP-Nonce",
} as const;

export function corsPreflight(methods: string) {
  return function OPTIONS(): Response {
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS_HEADERS,
        "Access-Control-Allow-Methods": `${methods}, OPTIONS`,
        "Access-Control-Allow-Headers": "Authorization, Content-Type, DPoP",
        "Access-Control-Max-Age": "600",
      },
    });
  };
}
