import type { ConsentForm } from "@/lib/oauth/authorize/decide-consent";
import { MAX_FORM_REQUEST_LENGTH } from "@/lib/oauth/authorize/decide-consent";
import { readBoundedBody } from "@/lib/server/http/read-bounded-body";

/** Room for the request, the token and the decision; anything bigger is not our form. */
const MAX_BODY_BYTES = MAX_FORM_REQUEST_LENGTH * 3 + 2048;

/** The consent form's fields, or null for anything that is not a small urlencoded form. */
export async function readConsentForm(request: Request): Promise<ConsentForm | null> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return null;
  const body = (await readBoundedBody(request, MAX_BODY_BYTES).catch(() => null))?.toString("utf8") ?? null;
  if (body === null) return null;
  const fields = new URLSearchParams(body);
  return { request: fields.get("request"), csrf: fields.get("csrf"), decision: fields.get("decision") };
}
