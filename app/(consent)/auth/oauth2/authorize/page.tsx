// GET /auth/oauth2/authorize - RFC 6749 s4.1.1, RFC 7636 s4.3, spec s4.1: the consent screen.
// Server components only (no client code of ours: the page loads the framework's own scripts and
// nothing else), and Allow / Deny is a plain form posting to /auth/oauth2/consent, so it works
// with scripts off.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthorizeErrorPanel } from "@/components/consent/authorize-error-panel";
import { ConsentScreen } from "@/components/consent/consent-screen";
import { UnverifiedEmailPanel } from "@/components/account/unverified-email-notice";
import { isEmailVerifiedFor } from "@/lib/actions/accounts-email-commands";
import { getCurrentSignIn } from "@/lib/auth/current-user";
import { hostedEventTypeNames } from "@/lib/db/event-type-names";
import { toSearchParams } from "@/lib/oauth/authorize/authorize-query";
import { getConfig } from "@/lib/server/roots/config";
import { answerPageWith } from "@/lib/server/http/page-status";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { CONSENT_WORDS } from "@/lib/ui-words/authorize";
import { metadataRefusalDetail } from "@/lib/ui-words/client-metadata";
import { answerAuthorization } from "./answer-authorization";

export const metadata: Metadata = { title: CONSENT_WORDS.pageTitle, robots: { index: false } };

const CONSENT_FORM_ACTION = "/auth/oauth2/consent";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuthorizePage({ searchParams }: Props) {
  const signIn = await getCurrentSignIn();
  const user = signIn?.user ?? null;
  const address = clientAddress(await headers(), getConfig().trustedProxyHops);
  const query = toSearchParams(await searchParams);
  const answer = await answerAuthorization(query, address, signIn);
  if (answer.kind === "redirect") redirect(answer.location);
  if (answer.kind === "error-page") {
    answerPageWith(answer.status, answer.headers);
    return (
      <AuthorizeErrorPanel
        reason={answer.reason}
        detail={metadataRefusalDetail(answer.detail ?? null)}
        client={answer.client}
        signedIn={user !== null}
      />
    );
  }
  const { prepared } = answer;
  // Only an account whose address is proven authorizes apps: until then, the way to prove it.
  if (!(await isEmailVerifiedFor(answer.user.id))) return <UnverifiedEmailPanel email={answer.user.email} />;
  const details = prepared.request.authorizationDetails;
  const detailFacts = details
    ? {
        eventTypeNames: await hostedEventTypeNames(
          answer.user.id,
          details.flatMap((d) => d.event_types ?? []),
        ),
        timeZone: signIn?.user.timeZone ?? "UTC",
      }
    : undefined;
  return (
    <ConsentScreen
      client={prepared.client}
      logoSrc={answer.logoSrc}
      request={prepared.request}
      formRequest={prepared.formRequest}
      csrf={prepared.csrf}
      newScopes={prepared.newScopes}
      {...(detailFacts ? { detailFacts } : {})}
      user={answer.user}
      action={CONSENT_FORM_ACTION}
      requestPath={`/auth/oauth2/authorize?${query}`}
    />
  );
}
