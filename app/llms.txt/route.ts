// GET /llms.txt - the API for a language model: what it is, how to authorize, where the reference is
import { agentDocumentResponse } from "@/lib/server/agent-surface/responses";
import { llmsTxtDocument } from "@/lib/server/agent-surface/documents";

export async function GET(request: Request): Promise<Response> {
  return agentDocumentResponse(request, await llmsTxtDocument());
}
