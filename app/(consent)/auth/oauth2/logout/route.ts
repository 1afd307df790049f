// GET, POST /auth/oauth2/logout - OpenID Connect RP-Initiated Logout 1.0 s2, s3: the
// end_session_endpoint. Ends the session when the id_token_hint names it (or the user confirmed
// on /auth/oauth2/logout/confirm), then sends the browser to the registered
// post_logout_redirect_uri; anything that needs the user's eyes goes to the confirmation page,
// which words errors too.
import { getCurrentSignIn } from "@/lib/auth/current-user";
import { endCurrentSession } from "@/lib/auth/sign-out";
import { endSession } from "@/lib/oauth/oidc/end-session";
import { getConfig } from "@/lib/server/roots/config";
import { consentFault, consentInterrupted } from "@/lib/server/http/consent-interruption";
import { readBoundedBody } from "@/lib/server/http/read-bounded-body";
import { endSessionDeps } from "@/lib/server/roots/oauth";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { hit } from "@/lib/server/rate-limit/rate-limiter";

const MAX_BODY_BYTES = 16 * 1024;
const CONFIRM_PATH = "/auth/oauth2/logout/confirm";

async function logout(request: Request, params: URLSearchParams): Promise<Response> {
  try {
    const verdict = await hit("AUTHORIZE_IP", clientAddress(request.headers, getConfig().trustedProxyHops));
    if (!verdict.allowed) return consentInterrupted("too_many_requests");
    const csrf = params.get("csrf");
    params.delete("csrf");
    const signIn = await getCurrentSignIn();
    const session = signIn && { userId: signIn.user.id, sid: signIn.sid };
    const outcome = await endSession(await endSessionDeps(), { params, session, csrf });
    // The confirmation page gets what it asks about, or only the refusal's reason: never the
    // request's id_token_hint, which a form post keeps out of addresses.
    let location = `${CONFIRM_PATH}?${new URLSearchParams(outcome.kind === "confirm" ? outcome.fields : {})}`;
    if (outcome.kind === "error") location = `${CONFIRM_PATH}?${new URLSearchParams({ error: outcome.reason })}`;
    if (outcome.kind === "end") {
      if (signIn) await endCurrentSession();
      location = outcome.location ?? "/auth/oauth2/logout/done";
    }
    return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
  } catch (error) {
    return consentFault(error);
  }
}

export async function GET(request: Request): Promise<Response> {
  return logout(request, new URL(request.url).searchParams);
}

export async function POST(request: Request): Promise<Response> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const body = type === "application/x-www-form-urlencoded" ? await readBoundedBody(request, MAX_BODY_BYTES) : null;
  // Not a form we can read: ask the user, with nothing from the request.
  return logout(request, body === null ? new URLSearchParams() : new URLSearchParams(body.toString("utf8")));
}
