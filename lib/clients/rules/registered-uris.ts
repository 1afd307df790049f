// What the redirect URI list and the post-logout redirect URI list share (redirect-uris.ts,
// post-logout-redirect-uris.ts): each entry valid for registration (lib/oauth/redirect-uri.ts:
// absolute, no fragment, https except loopback, private-use schemes for public clients), none
// listed twice, and a change adds or removes one entry at a time.
import type { ClientKind } from "@/lib/oauth/ports";
import { validateRedirectUriForRegistration } from "@/lib/oauth/redirect-uri";
import { fail, invalidField, type Outcome, type Problem } from "../outcome";

/** Why `uri` cannot be registered for a client of `kind`, or null. */
export function registeredUriProblem(uri: string, kind: ClientKind): Problem | null {
  if (uri === "") return { code: "redirect_uri_empty" };
  const check = validateRedirectUriForRegistration(uri, kind);
  if (check.ok) return null;
  // The one problem whose words name part of the URI: which scheme was refused.
  const values = check.reason === "forbidden_scheme" ? [uri.slice(0, uri.indexOf(":")).toLowerCase()] : undefined;
  return { code: `redirect_uri_${check.reason}`, values };
}

/** Field errors keyed `<field>` (the list's own problem, its length) and `<field>.<index>` (one entry). */
export function checkRegisteredUris(
  field: string,
  uris: readonly string[],
  kind: ClientKind,
  lengthProblem: Problem | null,
): Outcome<string[]> {
  const fieldErrors: Record<string, Problem> = lengthProblem ? { [field]: lengthProblem } : {};
  uris.forEach((uri, index) => {
    const problem =
      registeredUriProblem(uri, kind) ?? (uris.indexOf(uri) < index ? { code: "redirect_uri_listed_twice" } : null);
    if (problem) fieldErrors[`${field}.${index}`] = problem;
  });
  if (Object.keys(fieldErrors).length > 0) return fail("invalid_input", { fieldErrors });
  return { ok: true, data: [...uris] };
}

export const ALREADY_REGISTERED: Problem = { code: "redirect_uri_already_registered" };

/** The list with `uri` added at its end, or why not (field error `uri`): invalid, already there, or full. */
export function addRegisteredUri(
  current: readonly string[],
  uri: string,
  kind: ClientKind,
  max: number,
): Outcome<string[]> {
  const problem = registeredUriProblem(uri, kind) ?? (current.includes(uri) ? ALREADY_REGISTERED : null);
  if (problem) return invalidField("uri", problem);
  if (current.length >= max)
    return fail("limit_reached", { fieldErrors: { uri: { code: "redirect_uri_limit_reached" } } });
  return { ok: true, data: [...current, uri] };
}
