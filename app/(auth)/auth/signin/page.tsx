import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard, AuthFooter, AuthLink } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { Notice } from "@/components/ui/notice";
import { getCurrentUser } from "@/lib/auth/current-user";
import { findApprovedClientName } from "@/lib/db/clients/find-approved-client-name";
import { safeReturnPath } from "@/lib/safe-return-path";
import { AUTH_WORDS } from "@/lib/ui-words/auth";
import { PASSWORD_RESET_WORDS } from "@/lib/ui-words/password-reset";
import { TWO_FACTOR_WORDS } from "@/lib/ui-words/two-factor";
import { DELETION_WORDS } from "@/lib/ui-words/account-deletion";

const MAX_HINT_LENGTH = 320;
const AUTHORIZE_PATH = "/auth/oauth2/authorize";

/** The app whose authorization link led here, by its registered name (never words from the URL). */
async function requestingApp(callbackUrl: string): Promise<string | null> {
  if (!callbackUrl.startsWith(`${AUTHORIZE_PATH}?`)) return null;
  const clientId = new URLSearchParams(callbackUrl.slice(AUTHORIZE_PATH.length + 1)).get("client_id");
  return clientId ? findApprovedClientName(clientId) : null;
}

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeReturnPath(typeof params.callbackUrl === "string" ? params.callbackUrl : undefined);
  // fresh=1: an application demanded a new sign-in (prompt=login, max_age), so the form shows
  // even to a signed-in user; the authorization endpoint checks that the sign-in happened.
  const fresh = params.fresh === "1" && callbackUrl.startsWith("/auth/oauth2/authorize");
  const current = await getCurrentUser();
  if (current && !fresh) redirect(callbackUrl);
  const hint = typeof params.login_hint === "string" ? params.login_hint.slice(0, MAX_HINT_LENGTH) : undefined;
  const defaultEmail = hint ?? current?.email;
  const sessionExpired = params.error === "SessionRequired";
  const back = `callbackUrl=${encodeURIComponent(callbackUrl)}`;
  const app = callbackUrl.startsWith(AUTHORIZE_PATH) ? await requestingApp(callbackUrl) : null;
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Sign in</h1>
      {callbackUrl.startsWith(AUTHORIZE_PATH) ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="sign-in-for">
          {app ? AUTH_WORDS.signInForApp(app) : AUTH_WORDS.signInForRequest}
        </p>
      ) : null}
      {fresh ? <p className="mt-2 text-sm text-amber-700">{AUTH_WORDS.signInAgain}</p> : null}
      {params.deleted === "1" ? (
        <Notice tone="success" className="mt-2">
          {DELETION_WORDS.deleted}
        </Notice>
      ) : null}
      {params.expired === "1" ? <p className="mt-2 text-sm text-amber-700">{TWO_FACTOR_WORDS.expired}</p> : null}
      {sessionExpired ? <p className="mt-2 text-sm text-amber-700">Your session ended. Please sign in again.</p> : null}
      {params.reset === "1" ? (
        <Notice tone="success" className="mt-2">
          {PASSWORD_RESET_WORDS.doneSignIn}
        </Notice>
      ) : null}
      <AuthCard>
        <SignInForm callbackUrl={callbackUrl} {...(defaultEmail ? { defaultEmail } : {})} />
        <p className="mt-4 text-right text-sm">
          <AuthLink href={`/auth/forgot-password?${back}`}>{PASSWORD_RESET_WORDS.forgotLink}</AuthLink>
        </p>
      </AuthCard>
      <AuthFooter question="No account yet?" href={`/auth/signup?${back}`}>
        Create one
      </AuthFooter>
    </section>
  );
}
