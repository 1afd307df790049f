"use client";

// One server action at a time from a client component: `busy` while it runs (so its buttons are
// off and a second click cannot send it twice), and the refusal's message to show when it says no.
import { useState } from "react";
import type { ActionResult } from "@/lib/action-result";

type RunOptions = {
  /** Stay busy after a success: the page is about to go elsewhere. */
  stayBusy?: boolean;
  /** Prefer this field's error to the general message (a one-field form). */
  field?: string;
};

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run<T>(action: () => Promise<ActionResult<T>>, options: RunOptions = {}): Promise<ActionResult<T>> {
    setBusy(true);
    setFailure(null);
    const result = await action();
    if (!result.ok) setFailure((options.field && result.fieldErrors?.[options.field]) || result.message);
    if (!result.ok || !options.stayBusy) setBusy(false);
    return result;
  }

  return { busy, failure, run };
}
