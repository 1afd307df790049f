// Fetches an app's logo once, on the server, so the consent screen can show it from our own
// origin: the app never learns who looks at its consent screen (no request from the user's
// browser reaches it), and the page's CSP stays `img-src 'self'`. Strict, because the server
// makes the request: https on the default port only; the host's addresses are resolved first and
// every one must be public (no loopback, private, link-local or metadata address), and the
// connection goes to the address that was checked, so a second DNS answer cannot redirect it; no
// redirects; a short deadline; a small size cap; a raster image whose bytes match its type.
import type { LookupAddress } from "node:dns";
import { guardedRequest, resolveAll } from "../net/guarded-request";
import { isPublicAddress } from "../net/ip-address";
import { hasSignatureOf, logoType, MAX_LOGO_BYTES, type LogoType } from "./logo-image";

export const LOGO_TIMEOUT_MS = 3_000;

export type Logo = { readonly type: LogoType; readonly bytes: Buffer };
export type LogoRefusal =
  | "not_https"
  | "bad_url"
  | "not_public_address"
  | "dns_failed"
  | "network_error"
  | "timeout"
  | "redirect"
  | "bad_status"
  | "not_an_image"
  | "too_large";
export type LogoFetch = { ok: true; logo: Logo } | { ok: false; refusal: LogoRefusal };

export type LogoFetchDeps = {
  /** Every address of a host name (DNS). */
  resolve(hostname: string): Promise<LookupAddress[]>;
  /** Which addresses may be connected to: public ones (isPublicAddress); tests widen it. */
  allowAddress(address: string): boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Only tests change these: the port connected to, and a certificate authority to trust. */
  connectPort?: number;
  ca?: string;
};

export const LOGO_FETCH_DEFAULTS: LogoFetchDeps = {
  resolve: resolveAll,
  allowAddress: isPublicAddress,
  timeoutMs: LOGO_TIMEOUT_MS,
  maxBytes: MAX_LOGO_BYTES,
};

const refuse = (refusal: LogoRefusal): LogoFetch => ({ ok: false, refusal });

export async function fetchLogo(url: string, deps: LogoFetchDeps = LOGO_FETCH_DEFAULTS): Promise<LogoFetch> {
  const result = await guardedRequest(
    url,
    {
      method: "GET",
      headers: { Accept: "image/png, image/jpeg, image/gif, image/webp", "User-Agent": "oauth-consent-logo/1" },
    },
    {
      resolve: deps.resolve,
      allowAddress: deps.allowAddress,
      allowHttpLoopback: false,
      allowedPorts: [],
      timeoutMs: deps.timeoutMs,
      maxResponseBytes: deps.maxBytes,
      ...(deps.ca ? { ca: deps.ca } : {}),
      ...(deps.connectPort ? { connectPort: deps.connectPort } : {}),
    },
  );
  if (!result.ok) {
    if ("failure" in result) return refuse(result.failure);
    return refuse(result.refusal === "userinfo" || result.refusal === "bad_port" ? "bad_url" : result.refusal);
  }
  const { status, headers, body, truncated } = result.response;
  if (status >= 300 && status < 400) return refuse("redirect");
  if (status !== 200) return refuse("bad_status");
  const type = logoType(headers["content-type"]);
  if (type === null) return refuse("not_an_image");
  if (truncated || Number(headers["content-length"] ?? 0) > deps.maxBytes) return refuse("too_large");
  return hasSignatureOf(type, body) ? { ok: true, logo: { type, bytes: body } } : refuse("not_an_image");
}
