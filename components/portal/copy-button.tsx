"use client";

import { useState } from "react";
import { COPY_WORDS as W } from "@/lib/ui-words/portal";

/** Copies `value`; the accessible name says what is copied ("Copy client id"). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // Clipboard access can be denied (insecure origin, permissions); the value stays selectable.
      setState("failed");
    }
    window.setTimeout(() => setState("idle"), 2000);
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={W.label(label)}
      className="shrink-0 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
    >
      <span aria-live="polite">{W[state]}</span>
    </button>
  );
}
