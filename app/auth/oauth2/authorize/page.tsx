// GET /auth/oauth2/authorize - RFC 6749 s4.1.1, RFC 7636 s4.3, spec s4.1: the consent screen
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthorizeErrorPanel } from "@/components/consent/authorize-error-panel";
import { ConsentScreen } from "@/components/consent/consent-screen";
import { getCurrentUser, signInPath } from "@/lib/auth/current-user";
import { evaluateAuthorizeRequest, toSearchParams } from "@/lib/server/authorize-flow";
import { createConsentToken } from "@/lib/server/consent-token";

export const metadata: Metadata = { title: "Authorize application", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuthorizePage({ searchParams }: Props) {
  const params = toSearchParams(await searchParams);
  const outcome = await evaluateAuthorizeRequest(params, await getCurrentUser(), { record: true });
  switch (outcome.kind) {
    case "redirect":
      redirect(outcome.location);
    case "sign-in":
      redirect(signInPath(`/auth/oauth2/authorize?${params.toString()}`));
    case "error-page":
      return <AuthorizeErrorPanel reason={outcome.reason} message={outcome.message} clientName={outcome.client?.name ?? null} />;
    case "consent": {
      const request = params.toString();
      return (
        <ConsentScreen
          client={outcome.client}
          request={outcome.request}
          user={outcome.user}
          formRequest={request}
          csrf={createConsentToken(outcome.user.id, request)}
        />
      );
    }
  }
}
