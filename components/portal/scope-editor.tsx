"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { updateClientScopesAction } from "@/app/settings/developer/oauth/actions";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { clientScopesSchema, type ClientScopes } from "@/lib/portal/client-schemas";
import { REVIEWED_EDIT_HINT } from "@/lib/portal/review-state-wording";
import { FormMessage } from "./form-message";
import { ScopePicker } from "./scope-picker";

type Props = {
  clientId: string;
  /** The working scopes: the live ones plus those waiting for review. */
  scopes: readonly Scope[];
  /** Added scopes waiting for an administrator; not usable yet. */
  waitingScopes: readonly string[];
  /** Live scopes that a pending change removes once approved. */
  leavingScopes: readonly string[];
  /** An approved or suspended client: additions wait for review. */
  reviewed: boolean;
};

/** Edits a scoped client's enabled scopes (at least one). */
export function ScopeEditor({ clientId, scopes, waitingScopes, leavingScopes, reviewed }: Props) {
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<ClientScopes>({
    resolver: zodResolver(clientScopesSchema),
    defaultValues: { clientId, scopes: [...scopes] },
  });
  const marks = {
    ...Object.fromEntries(leavingScopes.map((s) => [s, "leaving" as const])),
    ...Object.fromEntries(waitingScopes.map((s) => [s, "waiting" as const])),
  };

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await updateClientScopesAction(values);
    if (!result.ok) {
      if (result.fieldErrors?.scopes) setError("scopes", { message: result.fieldErrors.scopes });
      setMessage({ tone: "error", text: result.message });
      return;
    }
    reset({ clientId, scopes: result.data.scopes });
    const waiting = result.data.waitingForReview;
    setMessage({
      tone: "success",
      text:
        waiting.length > 0
          ? `Scopes saved. Waiting for review: ${waiting.join(", ")}. Until an administrator approves, authorization requests may ask only for the approved scopes.`
          : "Scopes saved. Authorization requests may ask for any of these scopes.",
    });
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {reviewed ? <p className="text-sm text-slate-600">{REVIEWED_EDIT_HINT}</p> : null}
      <Controller
        control={control}
        name="scopes"
        render={({ field }) => (
          <ScopePicker
            value={field.value}
            onChange={field.onChange}
            marks={marks}
            error={formState.errors.scopes?.message ?? formState.errors.scopes?.root?.message}
            legend="Enabled scopes"
          />
        )}
      />
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={!formState.isDirty || formState.isSubmitting}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {formState.isSubmitting ? "Saving…" : "Save scopes"}
        </button>
        {!formState.isDirty ? <span className="text-xs text-slate-500">No changes to save.</span> : null}
      </div>
    </form>
  );
}
