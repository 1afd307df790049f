// Redirect URI rules: exact matching at authorization time (RFC 9700 s4.1.1) and what may be
// registered at all (RFC 6749 s3.1.2, RFC 8252 s7 for native apps).
import type { ClientKind } from "./ports";

export const MAX_REDIRECT_URI_LENGTH = 2000;

/**
 * Exact string comparison, no normalisation: case, trailing slashes, ports and query must all
 * match, so nothing a parser might read differently can slip through. A URI that breaks today's
 * syntax rules never matches, even if it was stored under older rules.
 *
 * The one exception (RFC 8252 s7.3, RFC 9700 s4.1.1): a public client's loopback redirect URI
 * (`http://127.0.0.1`, `http://[::1]`, `http://localhost`) matches on any port, because a native
 * app listens on whatever port the operating system gives it. Everything else still matches
 * exactly, the host included.
 */
export function isRegisteredRedirectUri(
  requested: string,
  registered: readonly string[],
  clientKind?: ClientKind,
): boolean {
  if (checkSyntax(requested) !== null) return false;
  if (registered.includes(requested)) return true;
  if (clientKind !== "PUBLIC") return false;
  const portless = withoutLoopbackPort(requested);
  return (
    portless !== null && registered.some((uri) => withoutLoopbackPort(uri) === portless && checkSyntax(uri) === null)
  );
}

/** Only the port of an http loopback authority is taken out; null for any other URI. */
const LOOPBACK_AUTHORITY = /^http:\/\/(127\.0\.0\.1|\[::1\]|localhost)(?::\d{1,5})?(?=[/?]|$)/;
function withoutLoopbackPort(uri: string): string | null {
  const match = LOOPBACK_AUTHORITY.exec(uri);
  return match ? `http://${match[1]}${uri.slice(match[0].length)}` : null;
}

/**
 * The authorization response's Location: the redirect URI parsed and serialised as a URL (never
 * copied raw into a header), its registered query kept, the parameters appended percent-encoded,
 * no fragment. Throws on a URI that does not parse, which `isRegisteredRedirectUri` never passes.
 */
export function buildRedirectLocation(
  redirectUri: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const url = new URL(redirectUri);
  url.hash = "";
  const added = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  const kept = url.search.replace(/^\?/, "").replace(/&$/, "");
  if (added !== "") url.search = kept === "" ? added : `${kept}&${added}`;
  else if (kept === "") url.search = "";
  return url.href;
}

export type RedirectUriProblem =
  | "too_long"
  | "invalid_characters"
  | "not_absolute"
  | "has_fragment"
  | "has_userinfo"
  | "forbidden_scheme"
  | "https_required"
  | "private_scheme_requires_public_client"
  | "non_canonical_host";

/** A code, not a sentence: the portal words each problem (lib/ui-words/client-failures.ts). */
export type RedirectUriCheck = { ok: true } | { ok: false; reason: RedirectUriProblem };

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/** RFC 3986 s2: unreserved, reserved and percent-encoded octets only. */
const URI_CHARACTERS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

const fail = (reason: RedirectUriProblem) => ({ ok: false as const, reason });

export function validateRedirectUriForRegistration(uri: string, clientKind: ClientKind): RedirectUriCheck {
  const problem = checkSyntax(uri);
  if (problem !== null) return problem;
  const scheme = SCHEME.exec(uri)![1]!.toLowerCase();
  if (scheme !== "https" && scheme !== "http" && clientKind !== "PUBLIC") {
    return fail("private_scheme_requires_public_client");
  }
  return { ok: true };
}

/** Everything but the client-kind rule: null when the URI is acceptable for some client. */
function checkSyntax(uri: string): Extract<RedirectUriCheck, { ok: false }> | null {
  if (uri.length > MAX_REDIRECT_URI_LENGTH) {
    return fail("too_long");
  }
  // URL parsers silently drop or rewrite these (whitespace, controls, "\" as "/"), and quotes or
  // angle brackets would end up in a Location header or a page: only RFC 3986 characters pass.
  if (!URI_CHARACTERS.test(uri)) {
    return fail("invalid_characters");
  }
  const scheme = SCHEME.exec(uri)?.[1]?.toLowerCase();
  if (scheme === undefined || !URL.canParse(uri)) return fail("not_absolute");
  if (uri.includes("#")) return fail("has_fragment");

  const url = new URL(uri);
  const hasAuthority = uri.slice(scheme.length, scheme.length + 3) === "://";
  const authority = hasAuthority ? (uri.slice(scheme.length + 3).split(/[/?]/)[0] ?? "") : "";
  if (authority.includes("@") || url.username !== "" || url.password !== "") {
    return fail("has_userinfo");
  }

  if (scheme === "https" || scheme === "http") {
    // "https:example.com" parses as https://example.com/; require the explicit authority.
    if (authority === "") return fail("not_absolute");
    // What a reviewer reads must be where the browser goes: no percent-encoded, shorthand or
    // numeric forms of a host (app.example.com%2eevil.com, 127.1, 0x7f000001), no default port.
    if (authority.toLowerCase() !== url.host) {
      return fail("non_canonical_host");
    }
    if (scheme === "http" && !LOOPBACK_HOSTS.has(url.hostname)) {
      return fail("https_required");
    }
    return null;
  }

  // RFC 8252 s7.1: private-use schemes are reverse domain names, so they contain a dot. That
  // also rules out javascript:, data:, file:, blob:, vbscript: and the like.
  if (!scheme.includes(".")) return fail("forbidden_scheme");
  return null;
}
