import { describeScope, type Scope } from "@/lib/oauth/scope-catalogue";
import { ReviewMark } from "./client-status-badge";

/** A client's scopes, read-only (an administrator viewing someone else's client). */
export function ScopeList({ scopes, waiting }: { scopes: readonly Scope[]; waiting: readonly string[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {scopes.map((scope) => (
        <li key={scope} className="break-words">
          <span className="font-mono text-xs font-medium">{scope}</span>{" "}
          <span className="text-slate-600">{describeScope(scope).description}</span>
          {waiting.includes(scope) ? (
            <>
              {" "}
              <ReviewMark kind="waiting" />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
