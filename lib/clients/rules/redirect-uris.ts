// The redirect URI list of a client (spec s2.1, s8): 1 to 10 entries, each valid for registration
// (lib/oauth/redirect-uri.ts: absolute, no fragment, https except loopback, private-use schemes
// for public clients), no duplicates. Used by the create form's schema and by every change.
import type { ClientKind } from "@/lib/oauth/ports";
import { fail, invalidField, type Outcome, type Problem } from "../outcome";
import { ALREADY_REGISTERED, addRegisteredUri, checkRegisteredUris, registeredUriProblem } from "./registered-uris";

export const MAX_REDIRECT_URIS = 10;
export const MIN_REDIRECT_URIS = 1;

export type RedirectUriChange =
  | { op: "add"; uri: string }
  | { op: "replace"; from: string; to: string }
  | { op: "remove"; uri: string };

/** Field errors keyed `redirectUris` (the list) and `redirectUris.<index>` (one entry). */
export function checkRedirectUriList(uris: readonly string[], kind: ClientKind): Outcome<string[]> {
  const length: Problem | null =
    uris.length < MIN_REDIRECT_URIS
      ? { code: "redirect_uris_none" }
      : uris.length > MAX_REDIRECT_URIS
        ? { code: "redirect_uris_too_many" }
        : null;
  return checkRegisteredUris("redirectUris", uris, kind, length);
}

/** Applies one change to the current list, or says why it is refused (field error `uri`). */
export function applyRedirectUriChange(
  current: readonly string[],
  change: RedirectUriChange,
  kind: ClientKind,
): Outcome<string[]> {
  switch (change.op) {
    case "add":
      return addRegisteredUri(current, change.uri, kind, MAX_REDIRECT_URIS);
    case "replace": {
      const index = current.indexOf(change.from);
      if (index === -1) return fail("stale", { reason: "redirect_uri_gone" });
      if (change.to === change.from) return { ok: true, data: [...current] };
      const problem =
        registeredUriProblem(change.to, kind) ?? (current.includes(change.to) ? ALREADY_REGISTERED : null);
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
