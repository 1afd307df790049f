// GET /.well-known/jwks.json - RFC 7517: the public keys that verify access tokens (RFC 9068)
import { getSigningKeys } from "@/lib/server/signing-keys";

export async function GET(): Promise<Response> {
  const { jwks } = await getSigningKeys();
  return Response.json(jwks, { headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" } });
}
