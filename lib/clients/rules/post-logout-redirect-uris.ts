// A client's post-logout redirect URIs (OpenID Connect RP-Initiated Logout 1.0 s3.1): where the
// end-session endpoint may send the browser back. Registered like redirect URIs (the same syntax
// rules, exact matching, at most 10), but a client may have none.
import type { ClientKind } from "@/lib/oauth/ports";
import { fail, invalidField, type Outcome, type Problem } from "../outcome";
import { redirectUriProblem } from "./redirect-uris";

export const MAX_POST_LOGOUT_REDIRECT_URIS = 10;

export type PostLogoutRedirectUriChange = { op: "add"; uri: string } | { op: "remove"; uri: string };

const problemWith = redirectUriProblem;

/** Field errors keyed `postLogoutRedirectUris` (the list) and `postLogoutRedirectUris.<index>`. */
export function checkPostLogoutRedirectUriList(uris: readonly string[], kind: ClientKind): Outcome<string[]> {
  const fieldErrors: Record<string, Problem> = {};
  if (uris.length > MAX_POST_LOGOUT_REDIRECT_URIS)
    fieldErrors.postLogoutRedirectUris = { code: "redirect_uris_too_many" };
  uris.forEach((uri, index) => {
    const problem =
      problemWith(uri, kind) ?? (uris.indexOf(uri) < index ? { code: "redirect_uri_listed_twice" } : null);
    if (problem) fieldErrors[`postLogoutRedirectUris.${index}`] = problem;
  });
  if (Object.keys(fieldErrors).length > 0) return fail("invalid_input", { fieldErrors });
  return { ok: true, data: [...uris] };
}

/** Applies one change to the list the owner sees, or says why it is refused (field error `uri`). */
export function applyPostLogoutRedirectUriChange(
  current: readonly string[],
  change: PostLogoutRedirectUriChange,
  kind: ClientKind,
): Outcome<string[]> {
  if (change.op === "remove") {
    if (!current.includes(change.uri)) return fail("stale", { reason: "redirect_uri_gone" });
    return { ok: true, data: current.filter((uri) => uri !== change.uri) };
  }
  const problem =
    problemWith(change.uri, kind) ??
    (current.includes(change.uri) ? { code: "redirect_uri_already_registered" } : null);
  if (problem) return invalidField("uri", problem);
  if (current.length >= MAX_POST_LOGOUT_REDIRECT_URIS)
    return fail("limit_reached", { fieldErrors: { uri: { code: "redirect_uri_limit_reached" } } });
  return { ok: true, data: [...current, change.uri] };
}
