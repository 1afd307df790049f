"use client";

import { useId } from "react";
import { type Scope, type ScopeKind, SCOPES, describeScope, scopesByKind } from "@/lib/oauth/scope-catalogue";
import { ReviewMark } from "./client-status-badge";

const GROUPS: Array<{ kind: ScopeKind; title: string; text: string }> = [
  { kind: "personal", title: "Personal", text: "The authorizing user's own event types, bookings, schedules, profile and more." },
  { kind: "team", title: "Team", text: "Resources of the user's teams (paths under /v2/teams/:teamId/...)." },
  { kind: "organization", title: "Organization", text: "Organization-wide resources. An ORG_ scope also grants the TEAM_ scope of the same name." },
];

const READ_SCOPES: readonly Scope[] = SCOPES.filter((s) => describeScope(s).access === "READ");

type Props = {
  value: readonly string[];
  onChange: (next: Scope[]) => void;
  error?: string;
  disabled?: boolean;
  /** Names the picker (and its checkboxes' group) for assistive technology. */
  legend?: string;
  /** Scopes to mark: added but waiting for an administrator, or live only until a change is approved. */
  marks?: Readonly<Partial<Record<string, "waiting" | "leaving">>>;
};

/** Scope checkboxes grouped personal / team / organization, each with what it grants. */
export function ScopePicker({ value, onChange, error, disabled, legend = "Scopes", marks = {} }: Props) {
  const id = useId();
  const selected = new Set(value);
  const groups = scopesByKind();
  const ordered = (set: Set<string>) => SCOPES.filter((s) => set.has(s));

  function toggle(scope: Scope, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(scope);
    else next.delete(scope);
    onChange(ordered(next));
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600" aria-live="polite">
          {selected.size} selected
        </span>
        <button type="button" className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50" onClick={() => onChange(ordered(new Set([...selected, ...READ_SCOPES])))}>
          Select all READ scopes
        </button>
        <button type="button" className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50" onClick={() => onChange([])}>
          Clear selection
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-3 space-y-4">
        {GROUPS.map((group) => (
          <fieldset key={group.kind} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{group.title} scopes</legend>
            <p className="text-xs text-slate-500">{group.text}</p>
            <ul className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {groups[group.kind].map((scope) => {
                const inputId = `${id}-${scope}`;
                const mark = marks[scope];
                return (
                  <li key={scope} className="flex items-start gap-2">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="mt-1"
                      checked={selected.has(scope)}
                      onChange={(e) => toggle(scope, e.target.checked)}
                      aria-describedby={mark ? `${inputId}-mark ${inputId}-desc` : `${inputId}-desc`}
                    />
                    <div>
                      <label htmlFor={inputId} className="font-mono text-xs font-medium">
                        {scope}
                      </label>
                      {mark ? (
                        <span id={`${inputId}-mark`} className="ml-2" data-scope-mark={scope}>
                          <ReviewMark kind={mark} />
                        </span>
                      ) : null}
                      <p id={`${inputId}-desc`} className="text-xs text-slate-500">
                        {describeScope(scope).description}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
