// GET /.well-known/openid-configuration - OpenID Connect Discovery 1.0 s4
import { openIdProviderMetadata } from "@/lib/server/http/openid-provider-metadata";
import { GET as authorizationServerMetadata } from "../oauth-authorization-server/route";

export async function GET(): Promise<Response> {
  const base = await authorizationServerMetadata();
  const document = openIdProviderMetadata((await base.clone().json()) as Record<string, unknown>);
  return Response.json(document, { status: base.status, headers: base.headers });
}
