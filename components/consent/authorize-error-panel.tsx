import Link from "@/components/ui/link";
import { HomeLink, secondaryAction } from "@/components/layout/status-page";
import type { AuthorizeErrorPageReason } from "@/lib/oauth/authorize-request";
import { displayHost } from "@/lib/oauth/display-host";
import type { ClientStatus } from "@/lib/oauth/ports";
import {
  AUTHORIZE_ERROR_WORDS as E,
  authorizeErrorHint,
  authorizeErrorMessage,
  authorizeErrorTitle,
} from "@/lib/ui-words/authorize";

type Props = {
  reason: AuthorizeErrorPageReason;
  client: {
    name: string;
    status: ClientStatus;
    websiteUrl?: string | null;
    privacyPolicyUrl?: string | null;
  } | null;
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
      {/* Not for an app an administrator stopped: it may have been stopped for where it sends people. */}
      {client && (client.status === "PENDING" || client.status === "APPROVED") ? <AppLinks client={client} /> : null}
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

const isWebAddress = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** The way back to the app, and its privacy policy (whom to ask), as its developer registered them. */
function AppLinks({ client }: { client: NonNullable<Props["client"]> }) {
  const website = isWebAddress(client.websiteUrl) ? client.websiteUrl : null;
  const privacy = isWebAddress(client.privacyPolicyUrl) ? client.privacyPolicyUrl : null;
  if (!website && !privacy) return null;
  const link = "font-medium text-brand-700 underline break-words";
  return (
    <div className="mt-4 text-sm" data-testid="authorize-error-app-links">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {website ? (
          <li>
            <a href={website} rel="noopener noreferrer nofollow" className={link}>
              {E.appWebsite(displayHost(website))}
            </a>
          </li>
        ) : null}
        {privacy ? (
          <li>
            <a href={privacy} rel="noopener noreferrer nofollow" className={link}>
              {E.appPrivacyPolicy(client.name)}
            </a>
          </li>
        ) : null}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{E.appLinksNote}</p>
    </div>
  );
}
