"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { updateClientScopesAction } from "@/lib/actions/portal";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { clientScopesSchema, type ClientScopes } from "@/lib/actions/schemas/client-forms";
import { REVIEWED_EDIT_HINT } from "@/lib/ui-words/review-state";
import { Button } from "@/components/shared/button";
import { FocusedMessage, type Message } from "./focused-message";
import { REMOVAL_WORDS as R } from "@/lib/ui-words/client-activity";
import { SaveBar } from "./save-bar";
import { ScopesField } from "./scopes-field";
import { SCOPE_EDITOR_WORDS as W } from "@/lib/ui-words/client-forms";

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
  /** Grants per scope in the last days, told before a removal. */
  usage?: { days: number; byScope: Readonly<Record<string, number>> };
};

/** Edits a scoped client's enabled scopes (at least one). */
export function ScopeEditor({ clientId, scopes, waitingScopes, leavingScopes, reviewed, usage }: Props) {
  const router = useRouter();
  const [message, setMessage] = useState<Message | null>(null);
  // Removing a live scope takes effect at once while adding it back needs review: confirm first.
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const { control, handleSubmit, formState, setError, reset } = useForm<ClientScopes>({
    resolver: zodResolver(clientScopesSchema),
    defaultValues: { clientId, scopes: [...scopes] },
  });
  const marks = {
    ...Object.fromEntries(leavingScopes.map((s) => [s, "leaving" as const])),
    ...Object.fromEntries(waitingScopes.map((s) => [s, "waiting" as const])),
  };

  const onSubmit = handleSubmit(async (values) => {
    const removed = scopes.filter((s) => !values.scopes.includes(s) && !waitingScopes.includes(s));
    if (removed.length > 0 && confirming === null) {
      setConfirming(removed);
      return;
    }
    setConfirming(null);
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
      text: waiting.length > 0 ? W.savedWaiting(waiting) : W.saved,
    });
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {reviewed ? <p className="text-sm text-slate-600">{REVIEWED_EDIT_HINT}</p> : null}
      <ScopesField control={control} legend={W.legend} marks={marks} onEdit={() => setConfirming(null)} />
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${clientId}-remove-scopes`}
          className="space-y-2 rounded-md border border-red-200 bg-white p-3"
          data-testid="confirm-scope-removal"
        >
          <p
            ref={confirmRef}
            id={`${clientId}-remove-scopes`}
            tabIndex={-1}
            className="text-sm font-medium focus:outline-none"
          >
            {R.removeScopes} {reviewed ? R.addingBackNeedsReview : null}
          </p>
          <ul className="list-disc pl-5 text-sm">
            {confirming.map((scope) => (
              <li key={scope} className="break-words">
                {R.scopeUsage(scope, usage?.byScope[scope] ?? 0, usage?.days ?? 7)}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" tone="danger" size="sm">
              {R.confirm}
            </Button>
            <Button tone="secondary" size="sm" onClick={() => setConfirming(null)}>
              {R.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      <FocusedMessage message={message} />
      <SaveBar formState={formState} words={W} />
    </form>
  );
}
