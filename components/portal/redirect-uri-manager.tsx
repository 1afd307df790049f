"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { addRedirectUriAction, removeRedirectUriAction, replaceRedirectUriAction } from "@/lib/actions/portal";
import { Field } from "@/components/ui/field";
import {
  addRedirectUriSchema,
  replaceRedirectUriSchema,
  type AddRedirectUri,
  type ReplaceRedirectUri,
} from "@/lib/actions/schemas/client-forms";
import type { RedirectUriUpdate } from "@/lib/clients/use-cases/edit-client";
import { MAX_REDIRECT_URIS } from "@/lib/clients/rules/redirect-uris";
import { REVIEWED_EDIT_HINT } from "@/lib/ui-words/review-state";
import { ReviewMark } from "./client-status-badge";
import { FormMessage } from "./form-message";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { REMOVAL_WORDS as R } from "@/lib/ui-words/client-activity";
import { REDIRECT_URI_WORDS as W } from "@/lib/ui-words/redirect-uris";

type Props = {
  clientId: string;
  /** The working list: live URIs plus those waiting for review (what the limit of 10 counts). */
  redirectUris: readonly string[];
  /** Added URIs waiting for an administrator; authorization requests cannot use them yet. */
  waitingUris: readonly string[];
  /** Live URIs a pending change replaces or removes once approved; they keep working until then. */
  leavingUris: readonly string[];
  canEdit: boolean;
  /** An approved or suspended client: additions wait for review. */
  reviewed: boolean;
  /** Authorization requests per URI in the last days, told before a removal; null for a read-only viewer. */
  usage?: { days: number; byUri: Readonly<Record<string, number>> } | null;
};

/** What the owner is told after a change that an administrator still has to approve. */
function savedNote(result: RedirectUriUpdate): string | null {
  if (result.waitingForReview.length === 0) return null;
  return W.savedWaiting(result.waitingForReview);
}

/** Add, edit and remove redirect URIs, one change at a time; the server re-checks every rule. */
export function RedirectUriManager({
  clientId,
  redirectUris,
  waitingUris,
  leavingUris,
  canEdit,
  reviewed,
  usage = null,
}: Props) {
  const router = useRouter();
  // After a removal the row is gone: focus goes to the count (what changed) or to the error.
  const countRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<"count" | "failure" | null>(null);
  useEffect(() => {
    if (focusAfter === "count") countRef.current?.focus();
    if (focusAfter === "failure") failureRef.current?.focus();
  }, [focusAfter, redirectUris.length]);
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const remaining = MAX_REDIRECT_URIS - redirectUris.length;
  const onlyOne = redirectUris.length <= 1;
  const waitingCount = redirectUris.filter((uri) => waitingUris.includes(uri)).length;

  async function remove(uri: string) {
    setFailure(null);
    setNote(null);
    setBusy(uri);
    const result = await removeRedirectUriAction({ clientId, uri });
    setBusy(null);
    if (!result.ok) {
      setFailure(result.message);
      setFocusAfter("failure");
    } else {
      setFocusAfter("count");
      router.refresh();
    }
  }

  const saved = (result: RedirectUriUpdate) => {
    setFailure(null);
    setNote(savedNote(result));
  };

  return (
    <div className="space-y-4">
      {canEdit && reviewed ? <p className="text-sm text-slate-600">{REVIEWED_EDIT_HINT}</p> : null}
      <p
        ref={countRef}
        tabIndex={-1}
        className="text-sm text-slate-600 focus:outline-none"
        data-testid="redirect-uri-count"
      >
        {W.used(redirectUris.length, waitingCount)} {W.remaining(remaining)}
      </p>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="focus:outline-none">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      ) : null}
      {note ? <FormMessage tone="success">{note}</FormMessage> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={W.listLabel}>
        {redirectUris.map((uri) => {
          const waiting = waitingUris.includes(uri);
          return (
            <li
              key={uri}
              className={`px-3 py-2 ${waiting ? "bg-sky-50/60" : ""}`}
              data-testid="redirect-uri"
              data-waiting={waiting ? "true" : undefined}
            >
              {editing === uri ? (
                <EditRedirectUri clientId={clientId} from={uri} onDone={() => setEditing(null)} onSaved={saved} />
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <code className="flex-1 break-all font-mono text-sm">{uri}</code>
                  {waiting ? <ReviewMark kind="waiting" /> : null}
                  {canEdit ? (
                    <>
                      <button
                        type="button"
                        onClick={() => setEditing(uri)}
                        aria-label={W.editLabel(uri)}
                        className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50"
                      >
                        {W.edit}
                      </button>
                      {onlyOne ? (
                        <button
                          type="button"
                          disabled
                          aria-label={W.removeLabel(uri)}
                          aria-describedby="last-redirect-uri-reason"
                          className="rounded-md border border-slate-300 px-2 py-1 text-xs text-red-700 disabled:opacity-50"
                        >
                          {W.remove}
                        </button>
                      ) : (
                        <ConfirmAction
                          trigger={busy === uri ? W.removing : W.remove}
                          triggerLabel={W.removeLabel(uri)}
                          consequence={
                            <>
                              {R.removeUri} {usage ? R.uriUsage(usage.byUri[uri] ?? 0, usage.days) : null}{" "}
                              {reviewed ? R.addingBackNeedsReview : null}
                            </>
                          }
                          confirmLabel={R.confirm}
                          pendingLabel={W.removing}
                          cancelLabel={R.cancel}
                          action={() => remove(uri)}
                        />
                      )}
                    </>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
        {leavingUris.map((uri) => (
          <li
            key={`leaving-${uri}`}
            className="px-3 py-2 text-slate-500"
            data-testid="redirect-uri"
            data-leaving="true"
          >
            <div className="flex flex-wrap items-center gap-2">
              <code className="flex-1 break-all font-mono text-sm line-through decoration-slate-400">{uri}</code>
              <ReviewMark kind="leaving" />
            </div>
          </li>
        ))}
      </ul>
      {canEdit && onlyOne ? (
        <p id="last-redirect-uri-reason" className="text-xs text-slate-500">
          {W.onlyOne}
        </p>
      ) : null}
      {canEdit ? <AddRedirectUri clientId={clientId} full={remaining <= 0} onSaved={saved} /> : null}
    </div>
  );
}

function AddRedirectUri({
  clientId,
  full,
  onSaved,
}: {
  clientId: string;
  full: boolean;
  onSaved: (result: RedirectUriUpdate) => void;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<AddRedirectUri>({
    resolver: zodResolver(addRedirectUriSchema),
    defaultValues: { clientId, uri: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await addRedirectUriAction(values);
    if (!result.ok) {
      if (result.fieldErrors?.uri) setError("uri", { message: result.fieldErrors.uri });
      else setFailure(result.message);
      return;
    }
    reset({ clientId, uri: "" });
    onSaved(result.data);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <Field
            label={W.newUri}
            id="new-redirect-uri"
            type="url"
            placeholder="https://app.example.com/oauth/callback"
            disabled={full}
            hint={full ? W.full : W.rules}
            error={formState.errors.uri?.message}
            {...register("uri")}
          />
        </div>
        <button
          type="submit"
          disabled={full || formState.isSubmitting}
          className="mb-[1px] rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {formState.isSubmitting ? W.adding : W.add}
        </button>
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </form>
  );
}

function EditRedirectUri({
  clientId,
  from,
  onDone,
  onSaved,
}: {
  clientId: string;
  from: string;
  onDone: () => void;
  onSaved: (result: RedirectUriUpdate) => void;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ReplaceRedirectUri>({
    resolver: zodResolver(replaceRedirectUriSchema),
    defaultValues: { clientId, from, uri: from },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await replaceRedirectUriAction(values);
    if (!result.ok) {
      if (result.fieldErrors?.uri) setError("uri", { message: result.fieldErrors.uri });
      else setFailure(result.message);
      return;
    }
    onSaved(result.data);
    onDone();
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Field
        label={W.editUri}
        id="edit-redirect-uri"
        type="url"
        error={formState.errors.uri?.message}
        {...register("uri")}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {W.save}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          {W.cancel}
        </button>
      </div>
    </form>
  );
}
