// GET /auth/oauth2/logout/confirm - the end-session endpoint's page: asks a signed-in user before
// signing out (the form posts back to /auth/oauth2/logout), or words a refused request (400,
// never a redirect). It never signs anyone out itself.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LogoutConfirmation, LogoutError } from "@/components/logout/logout-panels";
import { getCurrentSignIn } from "@/lib/auth/current-user";
import { toSearchParams } from "@/lib/oauth/authorize/authorize-query";
import { endSession, isEndSessionErrorReason } from "@/lib/oauth/oidc/end-session";
import { answerPageWith } from "@/lib/server/http/page-status";
import { endSessionDeps } from "@/lib/server/roots/oauth";
import { END_SESSION_PATH } from "@/lib/server/http/openid-provider-metadata";
import { LOGOUT_WORDS } from "@/lib/ui-words/logout";

export const metadata: Metadata = { title: LOGOUT_WORDS.pageTitle, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LogoutConfirmPage({ searchParams }: Props) {
  const params = toSearchParams(await searchParams);
  const signIn = await getCurrentSignIn();
  const session = signIn && { userId: signIn.user.id, sid: signIn.sid };
  // The end-session endpoint's refusal, named by reason only (its request is not repeated here).
  const refused = params.get("error");
  const outcome =
    refused !== null
      ? ({ kind: "error", reason: isEndSessionErrorReason(refused) ? refused : "invalid_request" } as const)
      : await endSession(await endSessionDeps(), { params, session, confirmFirst: true });
  if (outcome.kind === "error") {
    answerPageWith(400);
    return <LogoutError reason={outcome.reason} />;
  }
  // Signed out already: nothing to confirm.
  if (outcome.kind === "end") redirect(outcome.location ?? "/auth/oauth2/logout/done");
  return (
    <LogoutConfirmation
      clientName={outcome.clientName}
      fields={outcome.fields}
      csrf={outcome.csrf}
      action={END_SESSION_PATH}
    />
  );
}
