"use server";

// The consent form's Allow / Deny (spec s4.1). Re-validates the whole request, checks the CSRF
// token bound to this user and request, then redirects to the client's registered URI.
import { redirect } from "next/navigation";
import { getCurrentUser, signInPath } from "@/lib/auth/current-user";
import { allowLocation, denyLocation, evaluateAuthorizeRequest } from "@/lib/server/authorize-flow";
import { verifyConsentToken } from "@/lib/server/consent-token";

const MAX_REQUEST_LENGTH = 8000;

export async function decideAuthorizationAction(formData: FormData): Promise<void> {
  const request = formData.get("request");
  const csrf = formData.get("csrf");
  const decision = formData.get("decision");
  if (typeof request !== "string" || request.length > MAX_REQUEST_LENGTH || typeof csrf !== "string") redirect("/");
  const authorizePath = `/auth/oauth2/authorize?${request}`;
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(authorizePath));
  // A forged or stale form shows the consent screen again rather than deciding anything.
  if (!verifyConsentToken(csrf, user.id, request) || (decision !== "allow" && decision !== "deny")) redirect(authorizePath);

  const outcome = await evaluateAuthorizeRequest(new URLSearchParams(request), user, { record: false });
  if (outcome.kind === "redirect") redirect(outcome.location);
  if (outcome.kind !== "consent") redirect(authorizePath);
  redirect(decision === "allow" ? await allowLocation(outcome.request, user.id) : denyLocation(outcome.request));
}
