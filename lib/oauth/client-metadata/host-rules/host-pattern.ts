// Which hosts a trusted-host rule names. Two forms: an exact host ("agents.example.com", or an IPv4
// address, "localhost") and a registrable-domain suffix, "*.example.com" (".example.com" is read the
// same), which names every subdomain of example.com at any depth but not example.com itself. A suffix
// must be a registrable domain or below it: "*.com" or "*.co.uk" would trust strangers. Hosts are
// compared as WHATWG URL writes them: lower case, internationalised names in punycode, no port.
import { isIpLiteral, isPublicSuffix } from "@/lib/registrable-domain";

/** RFC 1035's limit on a name; with "*." a pattern is at most two more. */
export const MAX_HOST_LENGTH = 253;

export type HostPatternProblem = "host_invalid" | "suffix_too_broad";
export type HostPattern = { readonly pattern: string; readonly kind: "exact" | "suffix" };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The host as a URL would write it, or null when it is not a plain host name or IPv4 address. */
function canonicalHost(input: string): string | null {
  if (input.length === 0 || input.length > MAX_HOST_LENGTH || /[^\x21-\x7e\u00a0-\uffff]/.test(input)) return null;
  if (/[/:?#@[\]\\%*]/.test(input)) return null;
  let host: string;
  try {
    host = new URL(`https://${input}/`).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, "");
  if (host.length === 0 || host.length > MAX_HOST_LENGTH) return null;
  if (isIpLiteral(host)) return host.startsWith("[") ? null : host;
  return host.split(".").every((label) => LABEL.test(label)) ? host : null;
}

/** Reads what an administrator typed; a code says why it cannot be a rule. */
export function parseHostPattern(
  input: string,
): { ok: true; value: HostPattern } | { ok: false; problem: HostPatternProblem } {
  const text = input.trim().toLowerCase();
  const suffix = text.startsWith("*.") ? text.slice(2) : text.startsWith(".") ? text.slice(1) : null;
  const host = canonicalHost(suffix ?? text);
  if (host === null) return { ok: false, problem: "host_invalid" };
  if (suffix === null) return { ok: true, value: { pattern: host, kind: "exact" } };
  if (isIpLiteral(host) || isPublicSuffix(host)) return { ok: false, problem: "suffix_too_broad" };
  return { ok: true, value: { pattern: `*.${host}`, kind: "suffix" } };
}

export function hostPatternKind(pattern: string): HostPattern["kind"] {
  return pattern.startsWith("*.") ? "suffix" : "exact";
}

/**
 * Every pattern that would name `hostname`, most specific first: the host itself, then "*." and
 * each parent domain that may carry a suffix rule. A store finds the rules by these exact strings.
 */
export function patternsNaming(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (isIpLiteral(host)) return [host];
  const labels = host.split(".");
  const parents = labels
    .slice(1)
    .map((_, i) => labels.slice(i + 1).join("."))
    .filter((parent) => !isPublicSuffix(parent));
  return [host, ...parents.map((parent) => `*.${parent}`)];
}
