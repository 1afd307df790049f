// GET /docs/agent-quickstart - the steps an agent follows, unaided, from the API's URL to a first
// /v2/me call: one HTML document for everyone, built once, cached with an ETag (like /docs/api).
import { agentQuickstartDocument } from "@/lib/server/agent-surface/documents";
import { documentResponse } from "@/lib/server/http/built-document";

export async function GET(request: Request): Promise<Response> {
  return documentResponse(request, await agentQuickstartDocument());
}
