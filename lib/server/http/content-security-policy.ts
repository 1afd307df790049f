// The page security policy, built per request around a fresh nonce: scripts run only when they
// carry the nonce (Next.js stamps it on its own scripts during dynamic rendering) or are loaded by
// one ('strict-dynamic'); nothing else loads from other origins; no page may be framed.
// Styles allow inline (React style attributes, which a nonce cannot cover); a style cannot run code.
// No form-action: the consent form's answer is a redirect to the client, which form-action would block.
export function contentSecurityPolicy(nonce: string, options: { https: boolean; dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Two years, subdomains included: the browser then never tries plain http for this host. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** The Strict-Transport-Security value when the service is served over https (its AUTH_URL), else null. */
export function strictTransportSecurity(authUrl: string): string | null {
  return authUrl.startsWith("https://") ? STRICT_TRANSPORT_SECURITY : null;
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}
