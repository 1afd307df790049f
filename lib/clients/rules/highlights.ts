// What a reviewer should look at twice: broad scopes and unusual redirect URIs. Registration
// rules (lib/oauth/redirect-uri.ts) decide what is allowed at all; these only draw attention.
import { isScope } from "@/lib/oauth/scope-catalogue";

export type HighlightCode =
  | "unknown_scope"
  | "organization_wide"
  | "write_access"
  | "unparseable"
  | "custom_scheme"
  | "http_loopback"
  | "http_remote"
  | "loopback"
  | "ip_literal"
  | "punycode";

/** `scheme` names the custom scheme a `custom_scheme` highlight is about. */
export type Highlight = { code: HighlightCode; scheme?: string };

/** ORG_* reaches every team and member of an organization; *_WRITE changes data. */
export function scopeHighlights(scope: string): Highlight[] {
  const found: Highlight[] = [];
  if (!isScope(scope)) found.push({ code: "unknown_scope" });
  if (scope.startsWith("ORG_")) found.push({ code: "organization_wide" });
  if (scope.endsWith("_WRITE")) found.push({ code: "write_access" });
  return found;
}

export function isBroadScope(scope: string): boolean {
  return scopeHighlights(scope).length > 0;
}

const LOOPBACK_V4 = /^127(\.\d{1,3}){3}$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || LOOPBACK_V4.test(host);
}

/** Reasons to look at a redirect URI twice; empty for an ordinary https URI on a domain name. */
export function redirectUriHighlights(uri: string): Highlight[] {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return [{ code: "unparseable" }];
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (scheme !== "https" && scheme !== "http") {
    return [{ code: "custom_scheme", scheme }];
  }
  // WHATWG URL already rewrote odd IPv4 forms (0x7f.1, 2130706433) to dotted quads.
  const host = url.hostname.toLowerCase();
  const loopback = isLoopbackHost(host);
  const found: Highlight[] = [];
  if (scheme === "http") {
    found.push(loopback ? { code: "http_loopback" } : { code: "http_remote" });
  } else if (loopback) {
    found.push({ code: "loopback" });
  }
  if (!loopback && (IPV4.test(host) || host.startsWith("["))) {
    found.push({ code: "ip_literal" });
  }
  if (host.split(".").some((label) => label.startsWith("xn--"))) {
    found.push({ code: "punycode" });
  }
  return found;
}
