// The consent screen as users will see it, for the admin deciding on a client: name, logo, the
// scopes in the users' plain words, and the hosts users are sent back to.
import { ConsentScopeList } from "@/components/consent/consent-scope-list";
import { displayHost } from "@/lib/oauth/display-host";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { CONSENT_WORDS } from "@/lib/ui-words/authorize";
import { CONSENT_PREVIEW_WORDS as W } from "@/lib/ui-words/review-page";

type Props = {
  name: string;
  logoUrl: string | null;
  ownerName: string;
  legacy: boolean;
  scopes: readonly string[];
  redirectUris: readonly string[];
  /** The sentence above the preview: the live client's, or a pending change's. */
  intro?: string;
};

export function ConsentPreview({ name, logoUrl, ownerName, legacy, scopes, redirectUris, intro = W.intro }: Props) {
  const hosts = [...new Set(redirectUris.map(displayHost))];
  return (
    <div className="space-y-3" data-testid="consent-preview">
      <p className="text-sm text-slate-600">{intro}</p>
      <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <div className="flex items-start gap-3">
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a third-party logo, shown at its URL as on the consent screen
            <img
              src={logoUrl}
              alt=""
              className="h-11 w-11 shrink-0 rounded-md border border-slate-200 object-cover"
              referrerPolicy="no-referrer"
            />
          ) : (
            <div
              aria-hidden
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md bg-brand-100 text-lg font-bold text-brand-700"
            >
              {name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{CONSENT_WORDS.title(name)}</p>
            <p className="text-sm text-slate-600">
              {CONSENT_WORDS.from} {ownerName}
            </p>
          </div>
        </div>
        {legacy ? (
          <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">{CONSENT_WORDS.legacyTitle}</p>
            <p>{CONSENT_WORDS.legacyBody}</p>
          </div>
        ) : (
          <ConsentScopeList scopes={scopes.filter(isScope)} />
        )}
        <div className="text-sm text-slate-700">
          {hosts.length === 0 ? (
            <p>{W.noRedirects}</p>
          ) : (
            <>
              <p>{W.sentTo}</p>
              <ul className="mt-1 flex flex-wrap gap-1">
                {hosts.map((h) => (
                  <li key={h}>
                    <code className="break-all rounded bg-white px-1.5 py-0.5 text-xs">{h}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
