// Reads a size-bounded request body as form or JSON parameters for the OAuth endpoints.
// Anything else (other content types, broken JSON, nested values, oversized bodies) is an
// invalid_request, never a 500.
import { InvalidRequestError } from "@/lib/oauth/errors";
import type { RequestParams } from "@/lib/oauth/request-params";

export const MAX_BODY_BYTES = 16 * 1024;

async function readBounded(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new InvalidRequestError(`request body larger than ${limit} bytes`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new InvalidRequestError(`request body larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new InvalidRequestError("request body is not valid UTF-8");
  }
}

export async function readFormOrJson(request: Request): Promise<RequestParams> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    throw new InvalidRequestError("send the parameters as application/x-www-form-urlencoded or application/json");
  }
  const text = await readBounded(request, MAX_BODY_BYTES);
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidRequestError("the JSON body could not be parsed");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new InvalidRequestError("the JSON body must be an object");
  }
  // Non-string values stay as they are; the core reports them as malformed parameters.
  return parsed as Record<string, string>;
}
