// The consent screen: a server component (no client code of ours), a plain form that posts Allow
// or Deny with the single-use form token, so it works with scripts off. Allow and Deny stay in view
// however many scopes are listed (the bar sticks to the bottom of the window). It never shows the
// app's review status or kind: only approved apps reach it, and neither means anything to the person.
import Link from "@/components/ui/link";
import type { ValidAuthorizeRequest } from "@/lib/oauth/authorize-request";
import { displayHost } from "@/lib/oauth/display-host";
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { switchAccountAction } from "@/lib/actions/accounts";
import { CONSENT_WORDS as W } from "@/lib/ui-words/authorize";
import type { DetailWordsFacts } from "@/lib/ui-words/authorization-details";
import { ConsentDetailList } from "./consent-detail-list";
import { ConsentScopeList } from "./consent-scope-list";
import { MetadataClientNote } from "./metadata-client-note";

const DENY_CLASS =
  "min-h-11 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50";
const ALLOW_CLASS = "min-h-11 flex-1 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700";

/** The app's own privacy policy and terms, when it gave them: the owner's documents, not ours. */
function PolicyLinks({ client }: { client: AuthorizeClientRecord }) {
  const links = [
    client.privacyPolicyUrl
      ? { href: client.privacyPolicyUrl, text: W.privacyPolicy(client.name), testId: "consent-privacy-policy" }
      : null,
    client.termsOfServiceUrl
      ? { href: client.termsOfServiceUrl, text: W.termsOfService, testId: "consent-terms" }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <p className="mt-2 text-sm">
      {links.map((link, i) => (
        <span key={link.testId}>
          {i > 0 ? (
            <span aria-hidden className="text-slate-600">
              {" "}
              ·{" "}
            </span>
          ) : null}
          <a
            href={link.href}
            className="break-words text-brand-700 underline underline-offset-2"
            rel="noopener noreferrer nofollow"
            target="_blank"
            data-testid={link.testId}
          >
            {link.text}
          </a>
        </span>
      ))}
    </p>
  );
}

type Common = {
  client: AuthorizeClientRecord;
  /**
   * The app's approved logo as our own origin serves it (never the app's URL: the app would learn
   * who opens its consent screen, and the page's CSP allows images from us only); null: the initial.
   */
  logoSrc: string | null;
  request: ValidAuthorizeRequest;
  user: { name: string; email: string };
  /** Requested scopes not granted yet; when fewer than requested, only these are shown. */
  newScopes: readonly Scope[];
  /** What the words of the request's authorization details need (names, the person's zone); absent: none asked. */
  detailFacts?: DetailWordsFacts;
};

/**
 * The live screen posts Allow / Deny to `action` with the single-use form token; a preview (the
 * owner's look at a client nobody can use yet) shows the same screen with its buttons disabled
 * and says why, as a section of the page it sits in.
 */
type Props = Common &
  (
    | {
        formRequest: string;
        csrf: string;
        action: string;
        /** This authorization request's address, where signing in as someone else comes back to. */
        requestPath: string;
        preview?: undefined;
      }
    | { preview: string; formRequest?: undefined; csrf?: undefined; action?: undefined }
  );

export function ConsentScreen(props: Props) {
  const { client, logoSrc, request, user, newScopes, preview, detailFacts } = props;
  const onlyNew = newScopes.length > 0 && newScopes.length < request.scopes.length;
  const Title = preview ? "h2" : "h1";
  return (
    <section
      className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-4 pt-5 shadow-sm sm:px-6 sm:pt-6"
      aria-labelledby="consent-title"
      data-testid={preview ? "consent-preview-screen" : undefined}
    >
      <div className="flex items-start gap-3">
        {logoSrc ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small image of our own route, no optimisation needed
          <img
            src={logoSrc}
            alt=""
            className="h-11 w-11 shrink-0 rounded-md border border-slate-200 object-cover"
            referrerPolicy="no-referrer"
            data-testid="consent-logo"
          />
        ) : (
          <div
            aria-hidden
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md bg-brand-100 text-lg font-bold text-brand-700"
          >
            {client.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="min-w-0">
          <Title id="consent-title" className="text-lg font-semibold leading-snug text-slate-900 sm:text-xl">
            {W.title(client.name)}
          </Title>
          <p className="text-sm text-slate-600">
            {W.from} {client.ownerName}
            {client.websiteUrl ? (
              <>
                {" · "}
                <a
                  href={client.websiteUrl}
                  className="text-brand-700 underline underline-offset-2 wrap-anywhere"
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                >
                  {displayHost(client.websiteUrl)}
                </a>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {client.description ? <p className="mt-3 text-sm text-slate-700">{client.description}</p> : null}
      <PolicyLinks client={client} />
      <MetadataClientNote client={client} />

      <div className="mt-4">
        {request.legacyUnrestricted ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" role="note">
            <p className="font-semibold">{W.legacyTitle}</p>
            <p className="mt-1">{W.legacyBody}</p>
          </div>
        ) : (
          <ConsentScopeList
            scopes={onlyNew ? newScopes : request.scopes}
            heading={onlyNew ? W.newScopesHeading : W.scopesHeading}
          />
        )}
      </div>

      {request.authorizationDetails && detailFacts ? (
        <div className="mt-4">
          <ConsentDetailList details={request.authorizationDetails} facts={detailFacts} />
        </div>
      ) : null}

      {request.dpopJkt ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="consent-key-bound">
          {W.keyBound}
        </p>
      ) : null}

      <dl className="mt-4 space-y-1 text-sm text-slate-600">
        <div>
          <dt className="inline font-medium text-slate-700">{W.signedInAs}</dt>
          <dd className="inline break-all" data-testid="consent-account">
            {user.name} ({user.email})
          </dd>
          {preview === undefined ? (
            <dd className="inline">
              {" "}
              <form action={switchAccountAction} className="inline">
                <input type="hidden" name="callbackUrl" value={props.requestPath} />
                {W.notYou}{" "}
                <button type="submit" className="font-medium text-brand-700 underline">
                  {W.useAnotherAccount}
                </button>
              </form>
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">{W.sentTo}</dt>
          <dd className="inline break-all font-mono" data-testid="consent-redirect-host">
            {displayHost(request.redirectUri)}
          </dd>
        </div>
      </dl>

      {preview === undefined ? (
        <form
          method="post"
          action={props.action}
          className="sticky bottom-0 -mx-4 mt-4 flex gap-3 border-t border-slate-200 bg-white px-4 py-3 sm:-mx-6 sm:px-6"
          data-testid="consent-actions"
        >
          <input type="hidden" name="request" value={props.formRequest} />
          <input type="hidden" name="csrf" value={props.csrf} />
          <button type="submit" name="decision" value="deny" className={DENY_CLASS}>
            {W.deny}
          </button>
          <button type="submit" name="decision" value="allow" className={ALLOW_CLASS}>
            {W.allow}
          </button>
        </form>
      ) : (
        <div className="mt-4 space-y-2 border-t border-slate-200 py-3" data-testid="consent-preview-actions">
          <p className="text-sm text-slate-700">{preview}</p>
          <div className="flex gap-3">
            <button type="button" disabled className={`${DENY_CLASS} cursor-not-allowed opacity-60`}>
              {W.deny}
            </button>
            <button type="button" disabled className={`${ALLOW_CLASS} cursor-not-allowed opacity-60`}>
              {W.allow}
            </button>
          </div>
        </div>
      )}
      <p className="pb-5 text-xs text-slate-600 sm:pb-6">
        {W.footerBeforeLink}
        <Link href="/settings/apps" className="text-brand-700 underline underline-offset-2">
          {W.footerLink}
        </Link>
        {W.footerAfterLink}
      </p>
    </section>
  );
}
