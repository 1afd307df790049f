"use client";

import { SubmitButton } from "@/components/shared/submit-button";

/**
 * A settings form's save button: off until something changed (and it says so beside it), saying
 * it is saving while the form's handler runs.
 */
export function SaveBar({
  formState,
  words,
}: {
  formState: { isDirty: boolean; isSubmitting: boolean };
  words: { save: string; saving: string; noChanges: string };
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton pending={formState.isSubmitting} pendingLabel={words.saving} disabled={!formState.isDirty}>
        {words.save}
      </SubmitButton>
      {formState.isDirty ? null : <span className="text-xs text-slate-500">{words.noChanges}</span>}
    </div>
  );
}
