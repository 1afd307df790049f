// Which organisation a host name belongs to, roughly: its registrable domain (the public suffix
// plus one label). A full public-suffix list is not needed to draw a reviewer's attention; the
// common multi-label suffixes and shared hosting domains below keep "a.github.io" and
// "b.github.io" (or "x.co.uk" and "y.co.uk") apart, and every other host falls back to its last
// two labels.

/** Suffixes under which each next label is a different owner. */
const MULTI_LABEL_SUFFIXES = new Set([
  "co.uk",
  "org.uk",
  "ac.uk",
  "gov.uk",
  "me.uk",
  "ltd.uk",
  "plc.uk",
  "com.au",
  "net.au",
  "org.au",
  "edu.au",
  "gov.au",
  "co.nz",
  "org.nz",
  "co.jp",
  "ne.jp",
  "or.jp",
  "co.kr",
  "co.in",
  "co.za",
  "org.za",
  "com.br",
  "com.cn",
  "com.mx",
  "com.tr",
  "com.sg",
  "com.hk",
  "com.tw",
  "com.ar",
  "com.pl",
  "github.io",
  "gitlab.io",
  "herokuapp.com",
  "vercel.app",
  "netlify.app",
  "pages.dev",
  "workers.dev",
  "web.app",
  "firebaseapp.com",
  "azurewebsites.net",
  "cloudfront.net",
  "appspot.com",
  "blogspot.com",
  "glitch.me",
  "fly.dev",
  "onrender.com",
  "ngrok.io",
  "ngrok-free.app",
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** A host written as an address (WHATWG URL brackets IPv6 and rewrites odd IPv4 forms). */
export function isIpLiteral(host: string): boolean {
  return IPV4.test(host) || host.startsWith("[");
}

function normalHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, "");
}

/** The registrable domain of a host name; an IP literal or a single label is its own domain. */
export function registrableDomain(host: string): string {
  const h = normalHost(host);
  if (isIpLiteral(h)) return h;
  const labels = h.split(".");
  if (labels.length <= 2) return h;
  const lastTwo = labels.slice(-2).join(".");
  return labels.slice(MULTI_LABEL_SUFFIXES.has(lastTwo) ? -3 : -2).join(".");
}

/** A host under which every next label has another owner: a top-level domain or a suffix above. */
export function isPublicSuffix(host: string): boolean {
  const h = normalHost(host);
  return !h.includes(".") || MULTI_LABEL_SUFFIXES.has(h);
}

/** The host of an http(s) URL, or null for another scheme or an unparseable string. */
export function webHost(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.hostname === "" ? null : normalHost(url.hostname);
}

/** The registrable domain of an http(s) URL's host, or null. */
export function registrableDomainOf(uri: string | null | undefined): string | null {
  const host = uri ? webHost(uri) : null;
  return host ? registrableDomain(host) : null;
}
