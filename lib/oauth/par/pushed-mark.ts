// A pushed request is used up at the authorization endpoint's first hit, but the flow goes on:
// sign-in comes back to the request, and the consent form posts it. So the request travels on as
// its parameters, with a mark: "these exact parameters were pushed by the client", HMAC'd so they
// cannot be altered and it cannot be forged. A client that must push (RFC 9126 s5) is served only
// with a genuine mark; the mark lasts as long as a consent form does.
import { createHmac } from "node:crypto";
import { CONSENT_FORM_LIFETIME_MS } from "../authorize/consent-token";
import { constantTimeEqual } from "../constant-time";
import { LOGIN_MARK_PARAM } from "../oidc/login-mark";

/** The query parameter the mark travels in; not an OAuth parameter, so no client sends it. */
export const PUSHED_MARK_PARAM = "pushed_at";
export const PUSHED_MARK_LIFETIME_MS = CONSENT_FORM_LIFETIME_MS;
const MAX_MARK_LENGTH = 120;
/** Allowance for clocks of several servers that disagree a little (the mark may be made on another). */
const CLOCK_SKEW_MS = 60_000;

/** The request without the marks, in an order that survives a trip through a page's query. */
function canonical(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete(PUSHED_MARK_PARAM);
  rest.delete(LOGIN_MARK_PARAM);
  rest.sort();
  return rest.toString();
}

function mac(key: string, issuedAt: number, request: string): string {
  return createHmac("sha256", key).update(`pushed-request\n${issuedAt}\n${request}`).digest("base64url");
}

/** The pushed parameters with their mark, as the rest of the flow carries them. */
export function markPushed(key: string, params: URLSearchParams, now: Date): URLSearchParams {
  const at = now.getTime();
  const marked = new URLSearchParams(params);
  marked.delete(PUSHED_MARK_PARAM);
  marked.set(PUSHED_MARK_PARAM, `${at}.${mac(key, at, canonical(marked))}`);
  return marked;
}

/** Were exactly these parameters pushed, within the mark's lifetime? */
export function isMarkedPushed(key: string, params: URLSearchParams, now: Date): boolean {
  const marks = params.getAll(PUSHED_MARK_PARAM);
  const mark = marks[0];
  if (marks.length !== 1 || mark === undefined || mark.length > MAX_MARK_LENGTH) return false;
  const [at, signature, ...rest] = mark.split(".");
  const issuedAt = Number(at);
  if (!signature || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return false;
  const age = now.getTime() - issuedAt;
  if (age < -CLOCK_SKEW_MS || age > PUSHED_MARK_LIFETIME_MS) return false;
  return constantTimeEqual(signature, mac(key, issuedAt, canonical(params)));
}
