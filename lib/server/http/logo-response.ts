// The answer carrying an app's logo: the image bytes with their checked type, kept by the browser
// for an hour (the page's link is versioned by the logo URL), and headers that keep it an image:
// no sniffing, a sandboxing CSP should anyone open it as a document, readable from our origin only.
import type { Logo } from "../logo/logo-fetch";

export function approvedLogoResponse(logo: Logo | null): Response {
  if (logo === null) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(logo.bytes), {
    status: 200,
    headers: {
      "Content-Type": logo.type,
      "Content-Length": String(logo.bytes.length),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
