// What a reviewer should look at twice: broad scopes and unusual redirect URIs. Registration
// rules (lib/oauth/redirect-uri.ts) decide what is allowed at all; these only draw attention.
import { isScope } from "@/lib/oauth/scope-catalogue";

export type Highlight = { code: string; label: string };

/** ORG_* reaches every team and member of an organization; *_WRITE changes data. */
export function scopeHighlights(scope: string): Highlight[] {
  const found: Highlight[] = [];
  if (!isScope(scope)) found.push({ code: "unknown_scope", label: "Not a known scope" });
  if (scope.startsWith("ORG_")) found.push({ code: "organization_wide", label: "Organization-wide" });
  if (scope.endsWith("_WRITE")) found.push({ code: "write_access", label: "Can change data" });
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
    return [{ code: "unparseable", label: "Not a valid absolute URI" }];
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (scheme !== "https" && scheme !== "http") {
    return [{ code: "custom_scheme", label: `Custom app scheme "${scheme}:": any app on the device could claim it` }];
  }
  // WHATWG URL already rewrote odd IPv4 forms (0x7f.1, 2130706433) to dotted quads.
  const host = url.hostname.toLowerCase();
  const loopback = isLoopbackHost(host);
  const found: Highlight[] = [];
  if (scheme === "http") {
    found.push(
      loopback
        ? { code: "http_loopback", label: "Plain HTTP on this device (loopback): fine for development and native apps only" }
        : { code: "http_remote", label: "Plain HTTP to a remote host: codes can be intercepted" },
    );
  } else if (loopback) {
    found.push({ code: "loopback", label: "Loopback host: only reaches the user's own device" });
  }
  if (!loopback && (IPV4.test(host) || host.startsWith("["))) {
    found.push({ code: "ip_literal", label: "IP address instead of a domain name" });
  }
  if (host.split(".").some((label) => label.startsWith("xn--"))) {
    found.push({ code: "punycode", label: "Internationalized domain name: check for look-alike characters" });
  }
  return found;
}
