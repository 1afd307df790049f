import { describeScope, groupScopesForDisplay, type Scope, type ScopeKind } from "@/lib/oauth/scope-catalogue";

const KIND_TITLES: Record<ScopeKind, string> = {
  personal: "Your account",
  team: "Teams you belong to",
  organization: "Organizations you belong to",
};

function accessWords(access: readonly string[]): string {
  return access.includes("WRITE") ? (access.includes("READ") ? "View and manage" : "Manage") : "View";
}

export function ConsentScopeList({ scopes, heading = "It will be able to:" }: { scopes: readonly Scope[]; heading?: string }) {
  const lines = groupScopesForDisplay(scopes);
  const kinds: ScopeKind[] = ["personal", "team", "organization"];
  return (
    <div className="space-y-4" data-testid="consent-scopes">
      <p className="text-sm font-medium text-slate-700">{heading}</p>
      {kinds.map((kind) => {
        const forKind = lines.filter((l) => l.kind === kind);
        if (forKind.length === 0) return null;
        return (
          <div key={kind}>
            <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{KIND_TITLES[kind]}</h2>
            <ul className="mt-1 space-y-1">
              {forKind.map((line) => (
                <li key={line.resource} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
                  <span className="font-medium">
                    {accessWords(line.access)} {line.resource.toLowerCase()}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {line.scopes.map((s) => describeScope(s).description).join(" ")}
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
