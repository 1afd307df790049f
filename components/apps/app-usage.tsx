// What an app did with the person's access in the last 30 days: per scope it used, how many reads
// and changes and when last (counted as they happened).
import type { ScopeUsage } from "@/lib/accounts/rules/app-usage";
import { formatDateTime, formatTimeAgo } from "@/lib/format-time";
import { AUTHORIZED_APPS_WORDS as W, usageSentence } from "@/lib/ui-words/authorized-apps";

type Props = { usage: readonly ScopeUsage[]; timeZone: string; now: Date };

export function AppUsage({ usage, timeZone, now }: Props) {
  return (
    <div className="mt-4" data-testid="app-usage">
      <h3 className="text-sm font-medium">{W.usageHeading}</h3>
      {usage.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{W.noUsage}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {usage.map((u) => (
            <li key={u.scope} data-testid="app-usage-line">
              {usageSentence(u, formatTimeAgo(u.lastAt, now))}{" "}
              <span className="text-slate-600">
                (<time dateTime={u.lastAt.toISOString()}>{formatDateTime(u.lastAt, timeZone)}</time>)
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
