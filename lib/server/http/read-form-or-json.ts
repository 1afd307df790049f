// Reads a size-bounded request body as form or JSON parameters for the OAuth endpoints.
// Anything else (other content types, broken JSON, nested values, oversized bodies) is an
// invalid_request, never a 500.
import { InvalidRequestError } from "@/lib/oauth/errors";
import type { RequestParams } from "@/lib/oauth/request-params";
import { readBoundedBody } from "./read-bounded-body";

export const MAX_BODY_BYTES = 16 * 1024;

async function readBounded(request: Request, limit: number): Promise<string> {
  const body = await readBoundedBody(request, limit);
  if (body === null) throw new InvalidRequestError(`request body larger than ${limit} bytes`);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    throw new InvalidRequestError("request body is not valid UTF-8");
  }
}

/**
 * Strict on shape so every endpoint reading it is: a parameter sent twice in a form (RFC 6749
 * s3.2) and any JSON value that is not a string (a one-element array, a number, an object, null)
 * is an invalid_request naming the parameter.
 */
export async function readFormOrJson(request: Request): Promise<RequestParams> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    throw new InvalidRequestError("send the parameters as application/x-www-form-urlencoded or application/json");
  }
  const text = await readBounded(request, MAX_BODY_BYTES);
  return type === "application/x-www-form-urlencoded" ? readForm(text) : readJson(text);
}

function readForm(text: string): RequestParams {
  const params = new URLSearchParams(text);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of params.keys()) (seen.has(name) ? repeated : seen).add(name);
  if (repeated.size > 0)
    throw new InvalidRequestError(`parameters sent more than once: ${namesForError([...repeated])}`);
  return params;
}

function readJson(text: string): RequestParams {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidRequestError("the JSON body could not be parsed");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new InvalidRequestError("the JSON body must be an object");
  }
  const entries = Object.entries(parsed);
  const notStrings = entries.filter(([, value]) => typeof value !== "string").map(([name]) => name);
  if (notStrings.length > 0) throw new InvalidRequestError(`parameters must be strings: ${namesForError(notStrings)}`);
  const repeated = repeatedJsonKeys(text);
  if (repeated.length > 0) throw new InvalidRequestError(`parameters sent more than once: ${namesForError(repeated)}`);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * JSON.parse keeps the last of repeated keys silently; RFC 6749 s3.2 refuses repeats, as the
 * form reader does. The body is already known to be one flat object of strings, so its string
 * literals alternate key, value, key, value.
 */
function repeatedJsonKeys(text: string): string[] {
  const literals = text.match(/"(?:[^"\\]|\\.)*"/g) ?? [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (let i = 0; i < literals.length; i += 2) {
    const key = JSON.parse(literals[i]!) as string;
    (seen.has(key) ? repeated : seen).add(key);
  }
  return [...repeated];
}

/** Names echo what the client sent: bounded and limited to printable ASCII. */
function namesForError(names: string[]): string {
  return names
    .slice(0, 5)
    .map((n) => n.slice(0, 40).replace(/[^\x20-\x7e]/g, "?"))
    .join(", ");
}
