// What GET /auth/oauth2/authorize answers, decided before anything is rendered: the per-address
// budget (AUTHORIZE_IP) first, then the use case. Either a redirect (the client's redirect URI, or
// sign-in and back) or the page: the consent screen (200), or the error panel for a request it
// refuses (400) or for an address past its budget (429, with Retry-After).
import { signInPath } from "@/lib/auth/current-user";
import type { AuthorizeErrorPageReason } from "@/lib/oauth/authorize-request";
import { authorizePath } from "@/lib/oauth/authorize/authorize-query";
import { prepareAuthorization, type PreparedAuthorization } from "@/lib/oauth/authorize/prepare-authorization";
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";
import { clientLogoPath } from "@/lib/server/logo/client-logo";
import { authorizeEndpointDeps } from "@/lib/server/roots/oauth";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { metadataClientRequest, resolveMetadataClient } from "@/lib/oauth/client-metadata/resolve-metadata-client";
import { metadataClientDeps } from "@/lib/server/roots/metadata-clients";

type Viewer = { id: string; name: string; email: string };
/** The viewer's sign-in as OpenID Connect names it (auth_time, sid). */
type ViewerSignIn = { user: Viewer; authTime: Date; sid: string };

export type AuthorizationAnswer =
  | { kind: "redirect"; location: string }
  | {
      kind: "consent";
      prepared: Extract<PreparedAuthorization, { kind: "consent" }>;
      user: Viewer;
      /** The app's approved logo, served from our origin (null: the initial is shown). */
      logoSrc: string | null;
    }
  | {
      kind: "error-page";
      status: 400 | 429;
      headers: Record<string, string>;
      reason: AuthorizeErrorPageReason;
      /** Why a metadata document was refused (a fetch refusal or document problem code). */
      detail?: string | null;
      client: AuthorizeClientRecord | null;
    };

export async function answerAuthorization(
  params: URLSearchParams,
  address: string,
  signIn: ViewerSignIn | null,
): Promise<AuthorizationAnswer> {
  const user = signIn?.user ?? null;
  const verdict = await hit("AUTHORIZE_IP", address);
  if (!verdict.allowed)
    return {
      kind: "error-page",
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
      reason: "too_many_requests",
      client: null,
    };
  // A client_id that is a metadata document's URL: fetched, validated and (first sight) registered
  // for review before the ordinary lookup; a document we cannot use is explained, never redirected to.
  const metadata = await resolveMetadataClient(await metadataClientDeps(address), metadataClientRequest(params));
  if (metadata.kind === "refused")
    return {
      kind: "error-page",
      status: metadata.reason === "too_many_requests" ? 429 : 400,
      headers: {},
      reason: metadata.reason,
      detail: metadata.detail,
      client: null,
    };
  const current = signIn && {
    userId: signIn.user.id,
    email: signIn.user.email,
    authTime: signIn.authTime,
    sid: signIn.sid,
  };
  const outcome = await prepareAuthorization(await authorizeEndpointDeps(), params, user?.id ?? null, current);
  if (outcome.kind === "redirect") return outcome;
  if (outcome.kind === "error-page")
    return { kind: "error-page", status: 400, headers: {}, reason: outcome.reason, client: outcome.client };
  if (outcome.kind === "sign-in" || user === null) {
    const returnTo = authorizePath(outcome.kind === "sign-in" && outcome.returnTo ? outcome.returnTo : params);
    const options = outcome.kind === "sign-in" ? { fresh: outcome.fresh, loginHint: outcome.loginHint } : {};
    return { kind: "redirect", location: signInPath(returnTo, options) };
  }
  return { kind: "consent", prepared: outcome, user, logoSrc: await clientLogoPath(outcome.client) };
}
