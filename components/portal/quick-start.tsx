import type { ClientKind } from "@/lib/oauth/ports";
import { CopyButton } from "./copy-button";
import { LanguageTabs } from "./language-tabs";
import { QUICK_START_WORDS as W } from "@/lib/ui-words/quick-start";

type Props = {
  clientId: string;
  kind: ClientKind;
  endpoints: { authorization: string; token: string; discovery: string; jwks: string };
  redirectUri: string | null;
  /** A ready authorization URL for a first try; null when the client is not approved or has no redirect URI. */
  tryUrl: string | null;
  /** Only an approved client can be used: until then the page previews the consent screen instead. */
  approved: boolean;
  /** For a public client: the PKCE verifier whose challenge the try URL carries. */
  verifier?: string | null;
  /** The code exchange and the refresh with a client library: openid-client and Authlib. */
  libraries: { javascript: string; python: string };
};

/** Shell-quotes a value for the curl lines (single quotes; a quote inside is closed and escaped). */
function q(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function Snippet({ title, hint, code, testId }: { title: string; hint?: string; code: string; testId: string }) {
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <CopyButton value={code} label={W.copyWhat(title)} />
      </div>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <pre
        className="mt-2 whitespace-pre-wrap break-all rounded-md bg-slate-100 p-3 font-mono text-xs"
        data-testid={testId}
      >
        {code}
      </pre>
    </div>
  );
}

/**
 * Token, discovery and JWKS URLs, the code exchange and refresh in curl, JavaScript and Python to
 * copy, and a first authorization URL.
 */
export function QuickStart({
  clientId,
  kind,
  endpoints,
  redirectUri,
  tryUrl,
  approved,
  verifier = null,
  libraries,
}: Props) {
  const P = W.placeholders;
  const credentials = kind === "CONFIDENTIAL" ? `  -u ${q(`${clientId}:${P.secret}`)} \\\n` : "";
  const publicId = kind === "CONFIDENTIAL" ? "" : `  -d client_id=${q(clientId)} \\\n`;
  const exchange =
    `curl -X POST ${q(endpoints.token)} \\\n${credentials}${publicId}` +
    `  -d grant_type=authorization_code \\\n  -d code=${q(P.code)} \\\n  -d redirect_uri=${q(redirectUri ?? "")}` +
    (kind === "PUBLIC" ? ` \\\n  -d code_verifier=${q(verifier ?? P.verifier)}` : "");
  const refresh = `curl -X POST ${q(endpoints.token)} \\\n${credentials}${publicId}  -d grant_type=refresh_token \\\n  -d refresh_token=${q(P.refreshToken)}`;
  const rows = [
    { label: W.authorizationEndpoint, value: endpoints.authorization },
    { label: W.tokenEndpoint, value: endpoints.token },
    { label: W.discovery, value: endpoints.discovery },
    { label: W.jwks, value: endpoints.jwks },
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{W.intro}</p>
      <div>
        <h3 className="text-sm font-semibold">{W.endpoints}</h3>
        <dl className="mt-2 space-y-2">
          {rows.map((row) => (
            <div key={row.label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-700">{row.label}</dt>
              <dd className="mt-0.5 flex items-start gap-2">
                <code className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs">
                  {row.value}
                </code>
                <CopyButton value={row.value} label={W.copyWhat(row.label)} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <LanguageTabs
        label={W.language}
        tabs={[
          {
            key: "curl",
            name: W.languages.curl,
            content: (
              <>
                <Snippet title={W.exchange} hint={W.exchangeHint(kind)} code={exchange} testId="curl-exchange" />
                <Snippet title={W.refresh} hint={W.refreshHint} code={refresh} testId="curl-refresh" />
              </>
            ),
          },
          {
            key: "javascript",
            name: W.languages.javascript,
            content: (
              <Snippet
                title={W.withOpenIdClient}
                hint={W.openIdClientHint}
                code={libraries.javascript}
                testId="js-exchange"
              />
            ),
          },
          {
            key: "python",
            name: W.languages.python,
            content: (
              <Snippet title={W.withAuthlib} hint={W.authlibHint} code={libraries.python} testId="python-exchange" />
            ),
          },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        {tryUrl ? (
          <a
            href={tryUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            aria-describedby="try-url-hint"
          >
            {W.tryUrl}
          </a>
        ) : (
          <p className="text-sm text-slate-600" data-testid="try-unavailable">
            {approved ? W.tryUnavailable : W.tryNotApproved}
          </p>
        )}
        <a href="/docs/api" className="text-sm font-medium text-brand-700 underline">
          {W.apiReferenceText}
        </a>
      </div>
      {tryUrl ? (
        <p id="try-url-hint" className="text-xs text-slate-600">
          {W.tryUrlHint}
        </p>
      ) : null}
    </div>
  );
}
