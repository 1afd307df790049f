import Link from "next/link";
import { HomeLink, secondaryAction } from "@/components/layout/status-page";
import type { AuthorizeErrorPageReason } from "@/lib/oauth/authorize-request";
import type { ClientStatus } from "@/lib/oauth/ports";
import {
  AUTHORIZE_ERROR_WORDS as E,
  authorizeErrorHint,
  authorizeErrorMessage,
  authorizeErrorTitle,
} from "@/lib/ui-words/authorize";

type Props = {
  reason: AuthorizeErrorPageReason;
  client: { name: string; status: ClientStatus } | null;
  /** Signed-in users also get a link to their authorized apps. */
  signedIn: boolean;
  /** A more precise sentence of why (a metadata document's problem), when there is one. */
  detail?: string | null;
};

export function AuthorizeErrorPanel({ reason, client, signedIn, detail = null }: Props) {
  const hint = authorizeErrorHint(reason);
  return (
    <section
      className="mx-auto max-w-lg rounded-xl border border-red-200 bg-white p-6 shadow-sm"
      aria-labelledby="authorize-error"
    >
      <h1 id="authorize-error" className="text-xl font-semibold text-red-700">
        {authorizeErrorTitle(client?.name ?? null)}
      </h1>
      <p className="mt-3 text-slate-800" data-testid="authorize-error-message">
        {authorizeErrorMessage(reason, client?.status)}
      </p>
      {detail ? (
        <p className="mt-2 text-slate-800" data-testid="authorize-error-detail">
          {detail}
        </p>
      ) : null}
      {hint ? <p className="mt-2 text-sm text-slate-600">{hint}</p> : null}
      <p className="mt-2 text-sm text-slate-600">{E.nothingShared}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <HomeLink primary>{E.home}</HomeLink>
        {signedIn ? (
          <Link href="/settings/apps" className={secondaryAction}>
            {E.authorizedApps}
          </Link>
        ) : null}
      </div>
      <p className="mt-5 text-xs text-slate-600">
        {E.errorCode} {reason}
      </p>
    </section>
  );
}
