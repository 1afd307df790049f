"use client";

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export type LanguageTab = { readonly key: string; readonly name: string; readonly content: ReactNode };

/**
 * Tabs over the same steps in several languages (WAI-ARIA tabs: arrow keys, Home and End move and
 * choose; the chosen tab is the one in the Tab order). Every panel is rendered on the server; only
 * the chosen one shows.
 */
export function LanguageTabs({ label, tabs }: { label: string; tabs: readonly LanguageTab[] }) {
  const base = useId();
  const [chosen, setChosen] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next = { ArrowRight: chosen + 1, ArrowLeft: chosen - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setChosen(index);
    buttons.current[index]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.key}-tab`}
            aria-controls={`${base}-${tab.key}`}
            aria-selected={i === chosen}
            tabIndex={i === chosen ? 0 : -1}
            onClick={() => setChosen(i)}
            className={`min-h-6 rounded-t-md border-b-2 px-3 py-1.5 text-sm font-medium ${i === chosen ? "border-brand-600 text-brand-700" : "border-transparent text-slate-700 hover:border-slate-300"}`}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-${tab.key}`}
          aria-labelledby={`${base}-${tab.key}-tab`}
          hidden={i !== chosen}
          className="space-y-6 pt-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
