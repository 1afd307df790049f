// GET /.well-known/openid-configuration/<path> - the OpenID Connect form with the issuer's path
// inserted, which MCP clients try second (RFC 8414 s5): the metadata when <path> is the issuer's
// (AUTH_URL's) path, else a readable 404.
import { namesIssuerPath, noMetadataHere } from "@/lib/server/http/path-suffixed-metadata";
import { getConfig } from "@/lib/server/roots/config";
import { GET as openIdConfiguration } from "../route";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { authUrl } = getConfig();
  if (namesIssuerPath(authUrl, (await params).path)) return openIdConfiguration();
  return noMetadataHere(authUrl, "openid-configuration");
}
