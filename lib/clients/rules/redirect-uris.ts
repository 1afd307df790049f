// The redirect URI list of a client (spec s2.1, s8): 1 to 10 entries, each valid for registration
// (lib/oauth/redirect-uri.ts: absolute, no fragment, https except loopback, private-use schemes
// for public clients), no duplicates. Used by the create form's schema and by every change.
import type { ClientKind } from "@/lib/oauth/ports";
import { validateRedirectUriForRegistration } from "@/lib/oauth/redirect-uri";
import { fail, invalidField, type Outcome, type Problem } from "../outcome";

export const MAX_REDIRECT_URIS = 10;
export const MIN_REDIRECT_URIS = 1;

export type RedirectUriChange =
  | { op: "add"; uri: string }
  | { op: "replace"; from: string; to: string }
  | { op: "remove"; uri: string };

/** Field errors keyed `redirectUris` (the list) and `redirectUris.<index>` (one entry). */
export function checkRedirectUriList(uris: readonly string[], kind: ClientKind): Outcome<string[]> {
  const fieldErrors: Record<string, Problem> = {};
  if (uris.length < MIN_REDIRECT_URIS) fieldErrors.redirectUris = { code: "redirect_uris_none" };
  if (uris.length > MAX_REDIRECT_URIS) fieldErrors.redirectUris = { code: "redirect_uris_too_many" };
  uris.forEach((uri, index) => {
    const problem =
      problemWith(uri, kind) ?? (uris.indexOf(uri) < index ? { code: "redirect_uri_listed_twice" } : null);
    if (problem) fieldErrors[`redirectUris.${index}`] = problem;
  });
  if (Object.keys(fieldErrors).length > 0) return fail("invalid_input", { fieldErrors });
  return { ok: true, data: [...uris] };
}

/** Applies one change to the current list, or says why it is refused (field error `uri`). */
export function applyRedirectUriChange(
  current: readonly string[],
  change: RedirectUriChange,
  kind: ClientKind,
): Outcome<string[]> {
  switch (change.op) {
    case "add": {
      const problem = problemWith(change.uri, kind) ?? (current.includes(change.uri) ? ALREADY_REGISTERED : null);
      if (problem) return invalidField("uri", problem);
      if (current.length >= MAX_REDIRECT_URIS)
        return fail("limit_reached", { fieldErrors: { uri: { code: "redirect_uri_limit_reached" } } });
      return { ok: true, data: [...current, change.uri] };
    }
    case "replace": {
      const index = current.indexOf(change.from);
      if (index === -1) return fail("stale", { reason: "redirect_uri_gone" });
      if (change.to === change.from) return { ok: true, data: [...current] };
      const problem = problemWith(change.to, kind) ?? (current.includes(change.to) ? ALREADY_REGISTERED : null);
      if (problem) return invalidField("uri", problem);
      return { ok: true, data: current.map((uri, i) => (i === index ? change.to : uri)) };
    }
    case "remove": {
      if (!current.includes(change.uri)) return fail("stale", { reason: "redirect_uri_gone" });
      if (current.length <= MIN_REDIRECT_URIS) return fail("last_redirect_uri");
      return { ok: true, data: current.filter((uri) => uri !== change.uri) };
    }
  }
}

const ALREADY_REGISTERED: Problem = { code: "redirect_uri_already_registered" };

/** Why `uri` cannot be registered for a client of `kind`, or null (post-logout URIs share the rules). */
export function redirectUriProblem(uri: string, kind: ClientKind): Problem | null {
  return problemWith(uri, kind);
}

function problemWith(uri: string, kind: ClientKind): Problem | null {
  if (uri === "") return { code: "redirect_uri_empty" };
  const check = validateRedirectUriForRegistration(uri, kind);
  if (check.ok) return null;
  // The one problem whose words name part of the URI: which scheme was refused.
  const values = check.reason === "forbidden_scheme" ? [uri.slice(0, uri.indexOf(":")).toLowerCase()] : undefined;
  return { code: `redirect_uri_${check.reason}`, values };
}
