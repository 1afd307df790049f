// POST /auth/oauth2/consent - spec s4.1: the consent screen's Allow / Deny (a plain HTML form, so
// it works without JavaScript). The core checks the single-use form token and decides; this
// only reads the bounded form and answers with a 303 so the browser follows with a GET.
import { getCurrentUser, signInPath } from "@/lib/auth/current-user";
import { securityEvent } from "@/lib/observability/security-event";
import { decideConsent } from "@/lib/oauth/authorize/decide-consent";
import { authorizeEndpointDeps } from "@/lib/server/oauth";
import { readConsentForm } from "./read-consent-form";

export async function POST(request: Request): Promise<Response> {
  const form = await readConsentForm(request);
  const user = await getCurrentUser();
  const outcome = form ? await decideConsent(await authorizeEndpointDeps(), form, user?.id ?? null) : ({ kind: "malformed" } as const);
  if (outcome.kind === "redirect" && outcome.decision !== "error") {
    securityEvent("consent_decided", { clientId: outcome.clientId, allowed: outcome.decision === "allow" });
  }
  const location =
    outcome.kind === "malformed" ? "/" : outcome.kind === "sign-in" ? signInPath(outcome.returnTo) : outcome.kind === "show-again" ? outcome.path : outcome.location;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
