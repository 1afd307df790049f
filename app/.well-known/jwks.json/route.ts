// GET /.well-known/jwks.json - RFC 7517: the public keys that verify access tokens (RFC 9068)
import { apiFaultResponse } from "@/lib/server/http/unavailable-responses";
import { getSigningKeys } from "@/lib/server/roots/signing-keys";

export async function GET(): Promise<Response> {
  let jwks;
  try {
    ({ jwks } = await getSigningKeys());
  } catch (error) {
    return apiFaultResponse(error, "GET /.well-known/jwks.json");
  }
  return Response.json(jwks, {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
