"use client";

import { SubmitButton } from "@/components/shared/submit-button";

/**
 * A form's save button and, while it cannot be pressed, why not (nothing changed yet, a box not
 * ticked), beside it. It says it is saving while the form's handler runs.
 */
export function SaveBar({
  label,
  pendingLabel,
  pending,
  blockedBy,
  disabled = false,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** Why the button is off; null when it is on. */
  blockedBy: string | null;
  /** Off for a reason said elsewhere on the form. */
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={disabled || blockedBy !== null}>
        {label}
      </SubmitButton>
      {blockedBy ? <span className="text-xs text-slate-500">{blockedBy}</span> : null}
    </div>
  );
}
