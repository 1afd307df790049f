// Reads an API request's query and JSON body through the operation's zod schemas. Bodies are
// bounded; a bad body is a 400 with field errors, never a 500.
import type { z } from "zod";
import { apiError, type FieldErrors } from "@/lib/server/api/responses";
import { readBoundedBody } from "@/lib/server/http/read-bounded-body";

export const MAX_API_BODY_BYTES = 32 * 1024;

export type InputResult<T> = { ok: true; value: T } | { ok: false; response: Response };

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function invalid(message: string, errors?: FieldErrors): { ok: false; response: Response } {
  return { ok: false, response: apiError(400, "invalid_request", message, errors) };
}

export function parseQuery<T>(url: URL, schema: z.ZodType<T> | undefined): InputResult<T | undefined> {
  if (!schema) return { ok: true, value: undefined };
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : invalid("the query parameters are invalid", fieldErrors(parsed.error));
}

/** The body as text, or null when it is larger than the bound (declared or actual). */
async function readBounded(request: Request): Promise<string | null> {
  return (await readBoundedBody(request, MAX_API_BODY_BYTES))?.toString("utf8") ?? null;
}

export async function parseBody<T>(
  request: Request,
  schema: z.ZodType<T> | undefined,
): Promise<InputResult<T | undefined>> {
  if (!schema) return { ok: true, value: undefined };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  // An operation whose body is optional may be called without one.
  if (type === "" && !request.body) {
    const parsed = schema.safeParse(undefined);
    if (parsed.success) return { ok: true, value: parsed.data };
  }
  if (type !== "application/json")
    return { ok: false, response: apiError(415, "unsupported_media_type", "send the body as application/json") };
  const text = await readBounded(request);
  if (text === null)
    return {
      ok: false,
      response: apiError(413, "payload_too_large", `the body is larger than ${MAX_API_BODY_BYTES} bytes`),
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return invalid("the body is not valid JSON");
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : invalid("the body is invalid", fieldErrors(parsed.error));
}
