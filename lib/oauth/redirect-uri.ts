// Redirect URI rules: exact matching at authorization time (RFC 9700 s4.1.1) and what may be
// registered at all (RFC 6749 s3.1.2, RFC 8252 s7 for native apps).
import type { ClientKind } from "./ports";

export const MAX_REDIRECT_URI_LENGTH = 2000;

/**
 * Exact string comparison, no normalisation: case, trailing slashes, ports and query must all
 * match, so nothing a parser might read differently can slip through.
 */
export function isRegisteredRedirectUri(requested: string, registered: readonly string[]): boolean {
  return registered.includes(requested);
}

export type RedirectUriProblem =
  | "too_long"
  | "invalid_characters"
  | "not_absolute"
  | "has_fragment"
  | "has_userinfo"
  | "forbidden_scheme"
  | "https_required"
  | "private_scheme_requires_public_client";

export type RedirectUriCheck = { ok: true } | { ok: false; reason: RedirectUriProblem; message: string };

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

const fail = (reason: RedirectUriProblem, message: string): RedirectUriCheck => ({ ok: false, reason, message });

export function validateRedirectUriForRegistration(uri: string, clientKind: ClientKind): RedirectUriCheck {
  if (uri.length > MAX_REDIRECT_URI_LENGTH) {
    return fail("too_long", `Redirect URI must be at most ${MAX_REDIRECT_URI_LENGTH} characters.`);
  }
  // URL parsers silently drop or rewrite these (whitespace, controls, "\" as "/"), which would
  // make the registered string and the browser's destination differ.
  if (/[\s\x00-\x1f\x7f\\]/.test(uri)) {
    return fail("invalid_characters", "Redirect URI must not contain spaces, control characters or backslashes.");
  }
  const scheme = SCHEME.exec(uri)?.[1]?.toLowerCase();
  if (scheme === undefined || !URL.canParse(uri)) return fail("not_absolute", "Redirect URI must be an absolute URI.");
  if (uri.includes("#")) return fail("has_fragment", "Redirect URI must not contain a fragment (#).");

  const url = new URL(uri);
  const hasAuthority = uri.slice(scheme.length, scheme.length + 3) === "://";
  const authority = hasAuthority ? (uri.slice(scheme.length + 3).split(/[/?]/)[0] ?? "") : "";
  if (authority.includes("@") || url.username !== "" || url.password !== "") {
    return fail("has_userinfo", "Redirect URI must not contain a user name or password.");
  }

  if (scheme === "https" || scheme === "http") {
    // "https:example.com" parses as https://example.com/; require the explicit authority.
    if (authority === "") return fail("not_absolute", "Redirect URI must be an absolute URI.");
    if (scheme === "http" && !LOOPBACK_HOSTS.has(url.hostname)) {
      return fail("https_required", "Redirect URI must use https (http is allowed only for localhost, 127.0.0.1 and [::1]).");
    }
    return { ok: true };
  }

  // RFC 8252 s7.1: private-use schemes are reverse domain names, so they contain a dot. That
  // also rules out javascript:, data:, file:, blob:, vbscript: and the like.
  if (!scheme.includes(".")) return fail("forbidden_scheme", `The scheme "${scheme}:" is not allowed.`);
  if (clientKind !== "PUBLIC") {
    return fail("private_scheme_requires_public_client", "Custom app schemes are allowed only for public clients.");
  }
  return { ok: true };
}
