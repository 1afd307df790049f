// GET /.well-known/oauth-authorization-server/<path> - RFC 8414 s3.1, the issuer's path inserted:
// the metadata when <path> is the issuer's (AUTH_URL's) path, else a readable 404.
import { namesIssuerPath, noMetadataHere } from "@/lib/server/http/path-suffixed-metadata";
import { getConfig } from "@/lib/server/roots/config";
import { GET as authorizationServerMetadata } from "../route";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { authUrl } = getConfig();
  if (namesIssuerPath(authUrl, (await params).path)) return authorizationServerMetadata();
  return noMetadataHere(authUrl, "oauth-authorization-server");
}
