// GET /auth/oauth2/authorize - RFC 6749 s4.1.1, RFC 7636 s4.3, spec s4.1: the consent screen.
// A Pages Router page so that it ships no JavaScript at all: a two-button form needs none, works
// with scripts off, and stays fast on a phone. Allow / Deny post to /auth/oauth2/consent.
import type { GetServerSideProps } from "next";
import { AuthorizeErrorPanel } from "@/components/consent/authorize-error-panel";
import { ConsentScreen } from "@/components/consent/consent-screen";
import { PlainPageFrame } from "@/components/layout/plain-page-frame";
import type { HeaderUser } from "@/components/layout/site-header";
import { getCurrentUserForPages } from "@/lib/auth/current-user-for-pages";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { authorizePath } from "@/lib/oauth/authorize/authorize-query";
import { prepareAuthorization, type PreparedAuthorization } from "@/lib/oauth/authorize/prepare-authorization";
import { getConfig } from "@/lib/server/config";
import { authorizeEndpointDeps } from "@/lib/server/oauth";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { CONSENT_WORDS } from "@/lib/ui-words/authorize";

// No client JavaScript: the consent form is a plain HTML POST. `runtime` is stated so the object
// matches Next's page-config type, which does not list `unstable_runtimeJS`.
export const config = { runtime: "nodejs", unstable_runtimeJS: false };

const CONSENT_FORM_ACTION = "/auth/oauth2/consent";

type Shown = Extract<PreparedAuthorization, { kind: "consent" | "error-page" }>;
type Props = { shown: Shown; user: HeaderUser | null };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const params = new URL(req.url ?? "/", "http://internal").searchParams;
  const user = await getCurrentUserForPages(req, res);
  const headerUser = user ? { name: user.name, email: user.email, role: user.role } : null;
  const verdict = await hit("AUTHORIZE_IP", clientAddress(req.headers, getConfig().trustedProxyHops));
  if (!verdict.allowed) {
    res.statusCode = 429;
    res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
    res.setHeader("Cache-Control", "no-store");
    return {
      props: { shown: { kind: "error-page", reason: "too_many_requests", client: null }, user: headerUser } as Props,
    };
  }
  const outcome = await prepareAuthorization(await authorizeEndpointDeps(), params, user?.id ?? null);
  res.setHeader("Cache-Control", "no-store");
  if (outcome.kind === "redirect") return { redirect: { destination: outcome.location, statusCode: 303 } };
  if (outcome.kind === "sign-in")
    return {
      redirect: {
        destination: `/auth/signin?callbackUrl=${encodeURIComponent(safeReturnPath(authorizePath(params)))}`,
        statusCode: 303,
      },
    };
  if (outcome.kind === "error-page") res.statusCode = 400;
  // Props must be plain JSON: drop the optional fields that are undefined.
  return { props: JSON.parse(JSON.stringify({ shown: outcome, user: headerUser })) as Props };
};

export default function AuthorizePage({ shown, user }: Props) {
  return (
    <PlainPageFrame title={CONSENT_WORDS.pageTitle} user={user}>
      {shown.kind === "error-page" ? (
        <AuthorizeErrorPanel reason={shown.reason} client={shown.client} signedIn={user !== null} />
      ) : (
        <ConsentScreen
          client={shown.client}
          request={shown.request}
          formRequest={shown.formRequest}
          csrf={shown.csrf}
          newScopes={shown.newScopes}
          user={user!}
          action={CONSENT_FORM_ACTION}
        />
      )}
    </PlainPageFrame>
  );
}
