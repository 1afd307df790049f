// The redirect URI list of a client (spec s2.1, s8): 1 to 10 entries, each valid for registration
// (lib/oauth/redirect-uri.ts: absolute, no fragment, https except loopback, private-use schemes
// for public clients), no duplicates. Used by the create form's schema and by every change in lib/db.
import type { ActionResult } from "@/lib/action-result";
import type { ClientKind } from "@/lib/oauth/ports";
import { validateRedirectUriForRegistration } from "@/lib/oauth/redirect-uri";

export const MAX_REDIRECT_URIS = 10;
export const MIN_REDIRECT_URIS = 1;

export type RedirectUriChange =
  | { op: "add"; uri: string }
  | { op: "replace"; from: string; to: string }
  | { op: "remove"; uri: string };

const LIMIT_MESSAGE = `A client can have at most ${MAX_REDIRECT_URIS} redirect URIs. Remove one before adding another.`;
const LAST_MESSAGE = "A client needs at least one redirect URI. Add another before removing this one.";

/** Field errors keyed `redirectUris` (the list) and `redirectUris.<index>` (one entry). */
export function checkRedirectUriList(uris: readonly string[], kind: ClientKind): ActionResult<string[]> {
  const fieldErrors: Record<string, string> = {};
  if (uris.length < MIN_REDIRECT_URIS) fieldErrors.redirectUris = "Add at least one redirect URI.";
  if (uris.length > MAX_REDIRECT_URIS) fieldErrors.redirectUris = `At most ${MAX_REDIRECT_URIS} redirect URIs.`;
  uris.forEach((uri, index) => {
    const problem = problemWith(uri, kind) ?? (uris.indexOf(uri) < index ? "This redirect URI is listed twice." : null);
    if (problem) fieldErrors[`redirectUris.${index}`] = problem;
  });
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, code: "invalid_input", message: "Please correct the redirect URIs.", fieldErrors };
  }
  return { ok: true, data: [...uris] };
}

/** Applies one change to the current list, or says why it is refused (field error `uri`). */
export function applyRedirectUriChange(current: readonly string[], change: RedirectUriChange, kind: ClientKind): ActionResult<string[]> {
  switch (change.op) {
    case "add": {
      const problem = problemWith(change.uri, kind) ?? (current.includes(change.uri) ? "This redirect URI is already registered." : null);
      if (problem) return uriError(problem);
      if (current.length >= MAX_REDIRECT_URIS) return { ok: false, code: "limit_reached", message: LIMIT_MESSAGE, fieldErrors: { uri: LIMIT_MESSAGE } };
      return { ok: true, data: [...current, change.uri] };
    }
    case "replace": {
      const index = current.indexOf(change.from);
      if (index === -1) return stale();
      if (change.to === change.from) return { ok: true, data: [...current] };
      const problem = problemWith(change.to, kind) ?? (current.includes(change.to) ? "This redirect URI is already registered." : null);
      if (problem) return uriError(problem);
      return { ok: true, data: current.map((uri, i) => (i === index ? change.to : uri)) };
    }
    case "remove": {
      if (!current.includes(change.uri)) return stale();
      if (current.length <= MIN_REDIRECT_URIS) return { ok: false, code: "last_redirect_uri", message: LAST_MESSAGE };
      return { ok: true, data: current.filter((uri) => uri !== change.uri) };
    }
  }
}

function problemWith(uri: string, kind: ClientKind): string | null {
  if (uri === "") return "Enter a redirect URI.";
  const check = validateRedirectUriForRegistration(uri, kind);
  return check.ok ? null : check.message;
}

function uriError(message: string): ActionResult<never> {
  return { ok: false, code: "invalid_input", message, fieldErrors: { uri: message } };
}

function stale(): ActionResult<never> {
  return { ok: false, code: "stale", message: "That redirect URI is no longer registered. Reload the page to see the current list." };
}
