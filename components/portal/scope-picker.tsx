"use client";

import { useId, useState } from "react";
import { type Scope, type ScopeKind, SCOPES, describeScope, scopesByKind } from "@/lib/oauth/scope-catalogue";
import { Button } from "@/components/shared/button";
import { Field } from "@/components/ui/field";
import { FieldError } from "@/components/ui/field-frame";
import { ScopeGroup } from "./scope-group";
import { SCOPE_PICKER_WORDS as W } from "@/lib/ui-words/authorization-url";

const KINDS: readonly ScopeKind[] = ["personal", "team", "organization"];
const READ_SCOPES: readonly Scope[] = SCOPES.filter((s) => describeScope(s).access === "READ");

export type Marks = Readonly<Partial<Record<string, "waiting" | "leaving">>>;

type Props = {
  value: readonly string[];
  onChange: (next: Scope[]) => void;
  error?: string;
  disabled?: boolean;
  /** Names the picker (and its checkboxes' group) for assistive technology. */
  legend?: string;
  /** Scopes to mark: added but waiting for an administrator, or live only until a change is approved. */
  marks?: Marks;
};

function matches(scope: Scope, query: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return (
    scope.toLowerCase().includes(q.replace(/\s+/g, "_")) || describeScope(scope).description.toLowerCase().includes(q)
  );
}

/** Scope checkboxes by area (personal / team / organization), with a search and a "selected only" filter. */
export function ScopePicker({ value, onChange, error, disabled, legend = W.legend, marks = {} }: Props) {
  const id = useId();
  const selected = new Set(value);
  const groups = scopesByKind();
  const [query, setQuery] = useState("");
  const [selectedOnly, setSelectedOnly] = useState(false);
  // Personal scopes are what most apps need; other areas open when they already hold a choice.
  const [open, setOpen] = useState<Record<ScopeKind, boolean>>(() => ({
    personal: true,
    team: groups.team.some((s) => selected.has(s)),
    organization: groups.organization.some((s) => selected.has(s)),
  }));
  const filtering = query.trim() !== "" || selectedOnly;
  const ordered = (set: Set<string>) => SCOPES.filter((s) => set.has(s));

  function toggle(scope: Scope, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(scope);
    else next.delete(scope);
    onChange(ordered(next));
  }

  const shownOf = (kind: ScopeKind) =>
    groups[kind].filter((s) => matches(s, query.trim()) && (!selectedOnly || selected.has(s)));
  const anyShown = KINDS.some((kind) => shownOf(kind).length > 0);

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      className="min-w-0"
    >
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap items-end gap-2 text-sm">
        <Field
          id={`${id}-search`}
          label={W.search}
          labelSize="xs"
          hint={W.searchHint}
          hintClassName="sr-only"
          frameClassName="min-w-0 grow basis-48"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
        <label className="flex min-h-6 items-center gap-1.5 text-xs">
          <input
            type="checkbox"
            className="size-5"
            checked={selectedOnly}
            onChange={(e) => setSelectedOnly(e.target.checked)}
          />
          {W.selectedOnly}
        </label>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600" aria-live="polite">
          {W.selected(selected.size)}
        </span>
        <Button tone="secondary" size="xs" onClick={() => onChange(ordered(new Set([...selected, ...READ_SCOPES])))}>
          {W.selectRead}
        </Button>
        <Button tone="secondary" size="xs" onClick={() => onChange([])}>
          {W.clear}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} className="mt-2 text-sm" />
      <div className="mt-3 space-y-3">
        {KINDS.map((kind) => {
          const shown = shownOf(kind);
          if (filtering && shown.length === 0) return null;
          return (
            <ScopeGroup
              key={kind}
              idPrefix={id}
              kind={kind}
              all={groups[kind]}
              shown={shown}
              selected={selected}
              open={filtering || open[kind]}
              onOpenChange={(next) => {
                if (!filtering) setOpen((o) => (o[kind] === next ? o : { ...o, [kind]: next }));
              }}
              onToggle={toggle}
              marks={marks}
            />
          );
        })}
        {!anyShown ? (
          <p className="text-sm text-slate-600" role="status">
            {W.noMatch}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
