// POST /auth/oauth2/consent - spec s4.1: the consent screen's Allow / Deny (a plain HTML form, so
// it works without JavaScript). The core checks the single-use form token and decides; this
// only reads the bounded form and answers with a 303 so the browser follows with a GET. The
// posts share the authorization requests' per-address budget (AUTHORIZE_IP); a refusal or a
// failure to decide (the database away) sends the browser to a branded 429 or 503 page.
import { getCurrentSignIn, signInPath } from "@/lib/auth/current-user";
import { securityEvent } from "@/lib/observability/security-event";
import { decideConsent } from "@/lib/oauth/authorize/decide-consent";
import { getConfig } from "@/lib/server/roots/config";
import { consentFault, consentInterrupted } from "@/lib/server/http/consent-interruption";
import { authorizeEndpointDeps } from "@/lib/server/roots/oauth";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { isEmailVerifiedFor } from "@/lib/actions/accounts-email-commands";
import { readConsentForm } from "./read-consent-form";

export async function POST(request: Request): Promise<Response> {
  try {
    const verdict = await hit("AUTHORIZE_IP", clientAddress(request.headers, getConfig().trustedProxyHops));
    if (!verdict.allowed) return consentInterrupted("too_many_requests");
    const form = await readConsentForm(request);
    const signIn = await getCurrentSignIn();
    // A crafted post cannot skip the authorize page's check: an unproven address authorizes nothing.
    if (signIn && !(await isEmailVerifiedFor(signIn.user.id)))
      return new Response(null, {
        status: 303,
        headers: { Location: "/settings?verify=required", "Cache-Control": "no-store" },
      });
    const session = signIn && { authTime: signIn.authTime, sid: signIn.sid };
    const outcome = form
      ? await decideConsent(await authorizeEndpointDeps(), form, signIn?.user.id ?? null, session)
      : ({ kind: "malformed" } as const);
    if (outcome.kind === "redirect" && outcome.decision !== "error") {
      securityEvent("consent_decided", { clientId: outcome.clientId, allowed: outcome.decision === "allow" });
    }
    const location =
      outcome.kind === "malformed"
        ? "/"
        : outcome.kind === "sign-in"
          ? signInPath(outcome.returnTo)
          : outcome.kind === "show-again"
            ? outcome.path
            : outcome.location;
    return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
  } catch (error) {
    return consentFault(error);
  }
}
