// Server actions answer only requests sent by our own pages (cross-site request forgery). A
// server action is a POST carrying the `Next-Action` header (the JavaScript form) or a
// multipart/form-data POST (the same form without JavaScript); none of our route handlers outside
// the JSON API takes multipart, so the rule touches nothing else. Such a request must name its
// origin, and that origin must be ours: the host the browser addressed, or AUTH_URL's origin. A
// missing Origin, `Origin: null` and a foreign one are refused before Next.js runs the action.
// Next.js then compares the Origin's host with the first X-Forwarded-Host (which it fills from Host
// when a request has none) and answers a mismatch with a 500; so an X-Forwarded-Host that is not
// the Origin's host is refused here too, with our 403. It never widens what is ours: a forwarded
// host is anyone's to send, so it can only add a refusal.
// Browsers send the real Origin on our same-origin posts because pages use
// `Referrer-Policy: same-origin` (under no-referrer a form post carries `Origin: null`).

type HeaderReader = Pick<Headers, "get">;

export function isServerActionRequest(method: string, headers: HeaderReader): boolean {
  if (method.toUpperCase() !== "POST") return false;
  if (headers.get("next-action") !== null) return true;
  return (headers.get("content-type") ?? "").trim().toLowerCase().startsWith("multipart/form-data");
}

/** The host Next.js checks an action's Origin against: the first X-Forwarded-Host, else none. */
function forwardedHost(headers: HeaderReader): string | null {
  const first = (headers.get("x-forwarded-host") ?? "").split(",")[0]!.trim();
  return first === "" ? null : first;
}

/** The request names an origin, it is this service's own, and any forwarded host agrees with it. */
export function hasOwnOrigin(headers: HeaderReader, authUrl: string): boolean {
  const origin = headers.get("origin");
  if (origin === null || origin === "null" || !URL.canParse(origin)) return false;
  const sent = new URL(origin);
  if (sent.origin !== origin.replace(/\/$/, "")) return false;
  const forwarded = forwardedHost(headers);
  if (forwarded !== null && forwarded !== sent.host) return false;
  if (URL.canParse(authUrl) && sent.origin === new URL(authUrl).origin) return true;
  const host = headers.get("host");
  return host !== null && host !== "" && sent.host === host.toLowerCase();
}
