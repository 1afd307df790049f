"use client";

import { type Scope, describeScope } from "@/lib/oauth/scope-catalogue";
import { ReviewMark } from "./client-status-badge";
import { SCOPE_PICKER_WORDS as W } from "@/lib/ui-words/authorization-url";

type Props = {
  idPrefix: string;
  kind: keyof typeof W.groups;
  /** Every scope of the area, to count; `shown` are those the search and filter let through. */
  all: readonly Scope[];
  shown: readonly Scope[];
  selected: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onToggle: (scope: Scope, on: boolean) => void;
  marks: Readonly<Partial<Record<string, "waiting" | "leaving">>>;
};

/**
 * One area's scopes (personal, team, organization) in a disclosure: closed, its checkboxes are
 * no tab stops, so a keyboard user reaches the form's button without walking all of them.
 */
export function ScopeGroup({ idPrefix, kind, all, shown, selected, open, onOpenChange, onToggle, marks }: Props) {
  const group = W.groups[kind];
  const count = all.filter((s) => selected.has(s)).length;
  return (
    <details
      open={open}
      onToggle={(e) => onOpenChange(e.currentTarget.open)}
      className="rounded-md border border-slate-200 p-3"
      data-scope-group={kind}
    >
      <summary className="min-h-6 cursor-pointer text-sm font-semibold">
        {W.groupSummary(group.title, count, all.length)}
      </summary>
      <p className="mt-1 text-xs text-slate-600">{group.text}</p>
      <ul className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {shown.map((scope) => {
          const inputId = `${idPrefix}-${scope}`;
          const mark = marks[scope];
          return (
            <li key={scope} className="flex min-w-0 items-start gap-2">
              <input
                id={inputId}
                type="checkbox"
                className="mt-0.5 size-6 shrink-0"
                checked={selected.has(scope)}
                onChange={(e) => onToggle(scope, e.target.checked)}
                aria-describedby={mark ? `${inputId}-mark ${inputId}-desc` : `${inputId}-desc`}
              />
              <div className="min-w-0">
                <label htmlFor={inputId} className="break-words font-mono text-xs font-medium">
                  {scope}
                </label>
                {mark ? (
                  <span id={`${inputId}-mark`} className="ml-2" data-scope-mark={scope}>
                    <ReviewMark kind={mark} />
                  </span>
                ) : null}
                <p id={`${inputId}-desc`} className="text-xs text-slate-600">
                  {describeScope(scope).description}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
