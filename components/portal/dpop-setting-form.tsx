"use client";

// The client's token binding (RFC 9449 DPoP): "Bearer or DPoP" or "DPoP required". Saved at once
// before review; on a reviewed client the choice waits for an administrator like a scope change.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { editDpopSettingAction } from "@/lib/actions/portal";
import { DPOP_SETTING_WORDS as W } from "@/lib/ui-words/dpop-setting";
import { FormMessage } from "./form-message";

type Props = {
  clientId: string;
  /** The setting in force. */
  live: boolean;
  /** The setting waiting for review; null: none waits. */
  pending: boolean | null;
  canEdit: boolean;
};

export function DpopSettingForm({ clientId, live, pending, canEdit }: Props) {
  const router = useRouter();
  const [choice, setChoice] = useState(pending ?? live);
  const [done, setDone] = useState<keyof typeof W.outcomes | null>(null);
  const { busy, failure, run } = useAction();

  return (
    <form
      className="space-y-3"
      data-testid="dpop-setting"
      onSubmit={async (event) => {
        event.preventDefault();
        setDone(null);
        const result = await run(() => editDpopSettingAction({ clientId, dpopBoundAccessTokens: choice }));
        if (!result.ok) return;
        setDone(result.data.outcome);
        router.refresh();
      }}
    >
      <fieldset className="space-y-2" disabled={!canEdit || busy}>
        <legend className="sr-only">{W.title}</legend>
        {([false, true] as const).map((required) => (
          <label key={String(required)} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="dpopBoundAccessTokens"
              className="mt-1"
              checked={choice === required}
              onChange={() => setChoice(required)}
            />
            <span>{required ? W.options.required : W.options.optional}</span>
          </label>
        ))}
      </fieldset>
      {pending !== null ? <FormMessage tone="warning">{W.pending(pending)}</FormMessage> : null}
      {canEdit ? (
        <Button type="submit" disabled={busy || choice === (pending ?? live)}>
          {W.save}
        </Button>
      ) : null}
      {done ? <FormMessage tone="success">{W.outcomes[done]}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </form>
  );
}
