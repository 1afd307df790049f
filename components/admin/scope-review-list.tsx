// Requested scopes in plain words, grouped by kind; broad ones (ORG_*, *_WRITE) stand out with the reason.
import { describeScope, isScope, scopeRank, type ScopeKind } from "@/lib/oauth/scope-catalogue";
import { scopeHighlights } from "@/lib/clients/rules/highlights";
import { highlightLabel } from "@/lib/ui-words/highlights";

const KIND_TITLES: Record<ScopeKind | "unknown", string> = {
  personal: "Personal",
  team: "Team",
  organization: "Organization",
  unknown: "Unknown",
};
const KINDS = ["personal", "team", "organization", "unknown"] as const;

function kindOf(scope: string): (typeof KINDS)[number] {
  return isScope(scope) ? describeScope(scope).kind : "unknown";
}

function ScopeItem({ scope, detailed }: { scope: string; detailed: boolean }) {
  const info = isScope(scope) ? describeScope(scope) : null;
  const highlights = scopeHighlights(scope);
  const broad = highlights.length > 0;
  const words = info ? `${info.resource}: ${info.access === "WRITE" ? "write" : "read"}` : scope;
  return (
    <li
      className={`rounded px-1.5 py-0.5 ${broad ? "bg-amber-50 ring-1 ring-inset ring-amber-300" : "bg-slate-50"}`}
      data-broad={broad ? "true" : undefined}
      data-scope={scope}
    >
      <span className="font-medium">{words}</span>{" "}
      <code className="whitespace-nowrap text-[11px] text-slate-600">{scope}</code>
      {broad ? (
        <span className="ml-1 text-[11px] font-semibold text-amber-800">
          <span aria-hidden>▲ </span>
          {highlights.map(highlightLabel).join(" · ")}
        </span>
      ) : null}
      {detailed && info ? <span className="block text-xs text-slate-500">{info.description}</span> : null}
    </li>
  );
}

export function ScopeReviewList({
  scopes,
  detailed = false,
  emptyText = "None",
}: {
  scopes: readonly string[];
  detailed?: boolean;
  emptyText?: string;
}) {
  if (scopes.length === 0) return <p className="text-xs text-slate-500">{emptyText}</p>;
  const rank = (s: string) => (isScope(s) ? scopeRank(s) : Number.MAX_SAFE_INTEGER);
  const sorted = [...scopes].sort((a, b) => rank(a) - rank(b));
  return (
    <div className="space-y-1.5">
      {KINDS.map((kind) => {
        const forKind = sorted.filter((s) => kindOf(s) === kind);
        if (forKind.length === 0) return null;
        return (
          <div key={kind}>
            <p className="text-[11px] font-semibold uppercase tracking-wide text-slate-500">{KIND_TITLES[kind]}</p>
            <ul className={`mt-0.5 text-xs ${detailed ? "space-y-1" : "flex flex-wrap gap-1"}`}>
              {forKind.map((scope) => (
                <ScopeItem key={scope} scope={scope} detailed={detailed} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
