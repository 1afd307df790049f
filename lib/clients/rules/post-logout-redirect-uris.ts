// A client's post-logout redirect URIs (OpenID Connect RP-Initiated Logout 1.0 s3.1): where the
// end-session endpoint may send the browser back. Registered like redirect URIs (the same syntax
// rules, exact matching, at most 10), but a client may have none.
import type { ClientKind } from "@/lib/oauth/ports";
import { fail, type Outcome, type Problem } from "../outcome";
import { addRegisteredUri, checkRegisteredUris } from "./registered-uris";

export const MAX_POST_LOGOUT_REDIRECT_URIS = 10;

export type PostLogoutRedirectUriChange = { op: "add"; uri: string } | { op: "remove"; uri: string };

/** Field errors keyed `postLogoutRedirectUris` (the list) and `postLogoutRedirectUris.<index>`. */
export function checkPostLogoutRedirectUriList(uris: readonly string[], kind: ClientKind): Outcome<string[]> {
  const length: Problem | null =
    uris.length > MAX_POST_LOGOUT_REDIRECT_URIS ? { code: "redirect_uris_too_many" } : null;
  return checkRegisteredUris("postLogoutRedirectUris", uris, kind, length);
}

/** Applies one change to the list the owner sees, or says why it is refused (field error `uri`). */
export function applyPostLogoutRedirectUriChange(
  current: readonly string[],
  change: PostLogoutRedirectUriChange,
  kind: ClientKind,
): Outcome<string[]> {
  if (change.op === "add") return addRegisteredUri(current, change.uri, kind, MAX_POST_LOGOUT_REDIRECT_URIS);
  if (!current.includes(change.uri)) return fail("stale", { reason: "redirect_uri_gone" });
  return { ok: true, data: current.filter((uri) => uri !== change.uri) };
}
