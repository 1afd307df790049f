import { groupScopesForDisplay, type Scope, type ScopeKind } from "@/lib/oauth/scope-catalogue";
import { CONSENT_WORDS, SCOPE_KIND_TITLES, consentLineTitle, consentScopeDescription } from "@/lib/ui-words/authorize";

const KINDS: ScopeKind[] = ["personal", "team", "organization"];

export function ConsentScopeList({
  scopes,
  heading = CONSENT_WORDS.scopesHeading,
}: {
  scopes: readonly Scope[];
  heading?: string;
}) {
  const lines = groupScopesForDisplay(scopes);
  return (
    <div className="space-y-3" data-testid="consent-scopes">
      <h2 className="text-sm font-medium text-slate-700">{heading}</h2>
      {KINDS.map((kind) => {
        const forKind = lines.filter((l) => l.kind === kind);
        if (forKind.length === 0) return null;
        return (
          <div key={kind}>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{SCOPE_KIND_TITLES[kind]}</h3>
            <ul className="mt-1 space-y-1">
              {forKind.map((line) => (
                <li key={line.resource} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{consentLineTitle(line, kind)}</span>
                  <span className="block text-xs text-slate-600">
                    {line.scopes.map(consentScopeDescription).filter(Boolean).join(" ")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
