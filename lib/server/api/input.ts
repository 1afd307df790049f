// Reads an API request's query and JSON body through the operation's zod schemas. Bodies are
// bounded; a bad body is a 400 with field errors, never a 500. Every string is checked before any
// schema sees it: one PostgreSQL cannot store is refused here, whichever operation it was sent to.
import type { z } from "zod";
import { apiError, type FieldErrors } from "@/lib/server/api/responses";
import { readBoundedBody } from "@/lib/server/http/read-bounded-body";
import { unstorableField } from "@/lib/storable-text";

export const MAX_API_BODY_BYTES = 32 * 1024;

export type InputResult<T> = { ok: true; value: T } | { ok: false; response: Response };

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = Object.create(null);
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function invalid(message: string, errors?: FieldErrors): { ok: false; response: Response } {
  return { ok: false, response: apiError(400, "invalid_request", message, errors) };
}

const UNSTORABLE = "must not contain NUL (U+0000) or an unpaired UTF-16 surrogate";

/**
 * The input's fields through the schema, and only if every string in them can be stored. A refusal
 * names every field the schema refuses as well as the one that cannot be stored.
 */
function validate<T>(schema: z.ZodType<T>, input: unknown, what: string): InputResult<T> {
  const field = unstorableField(input);
  const parsed = schema.safeParse(input);
  if (field === null && parsed.success) return { ok: true, value: parsed.data };
  // No prototype: a field may be named "__proto__", and its errors must land as an own entry.
  const errors: FieldErrors = Object.assign(Object.create(null), parsed.success ? {} : fieldErrors(parsed.error));
  if (field !== null) errors[field] = [UNSTORABLE, ...(Object.hasOwn(errors, field) ? (errors[field] ?? []) : [])];
  return invalid(`${what} invalid`, errors);
}

export function parseQuery<T>(url: URL, schema: z.ZodType<T> | undefined): InputResult<T | undefined> {
  if (!schema) return { ok: true, value: undefined };
  return validate(schema, Object.fromEntries(url.searchParams), "the query parameters are");
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
  return validate(schema, json, "the body is");
}
