import Link from "@/components/ui/link";
import { HomeLink, primaryAction, StatusPage } from "@/components/layout/status-page";
import { HiddenFields } from "@/components/shared/post-button";
import type { EndSessionErrorReason } from "@/lib/oauth/oidc/end-session";
import { LOGOUT_WORDS as W, logoutErrorMessage } from "@/lib/ui-words/logout";

/** Ask before signing out: a plain form (works with scripts off) posting back to the endpoint. */
export function LogoutConfirmation({
  clientName,
  fields,
  csrf,
  action,
}: {
  clientName: string | null;
  fields: Record<string, string>;
  csrf: string;
  action: string;
}) {
  return (
    <StatusPage
      title={W.confirmTitle}
      actions={
        <form method="post" action={action} className="flex flex-wrap gap-3">
          <HiddenFields fields={{ ...fields, csrf }} />
          <button type="submit" className={primaryAction}>
            {W.signOut}
          </button>
          <HomeLink>{W.staySignedIn}</HomeLink>
        </form>
      }
    >
      <p className="text-slate-800" data-testid="logout-message">
        {W.confirmBody(clientName)}
      </p>
      <p className="text-sm text-slate-600">{W.confirmHint}</p>
    </StatusPage>
  );
}

export function LogoutError({ reason }: { reason: EndSessionErrorReason }) {
  return (
    <StatusPage title={W.errorTitle} tone="error" actions={<HomeLink primary>{W.staySignedIn}</HomeLink>}>
      <p className="text-slate-800" data-testid="logout-error-message">
        {logoutErrorMessage(reason)}
      </p>
      <p className="text-sm text-slate-600">{W.errorHint}</p>
      <p className="text-xs text-slate-600">
        {W.errorCode} {reason}
      </p>
    </StatusPage>
  );
}

export function SignedOut() {
  return (
    <StatusPage
      title={W.signedOutTitle}
      actions={
        <Link href="/auth/signin" className={primaryAction}>
          {W.signIn}
        </Link>
      }
    >
      <p className="text-slate-800">{W.signedOutBody}</p>
    </StatusPage>
  );
}
