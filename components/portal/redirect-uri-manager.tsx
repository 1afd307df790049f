"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { addRedirectUriAction, removeRedirectUriAction, replaceRedirectUriAction } from "@/app/settings/developer/oauth/actions";
import { Field } from "@/components/ui/field";
import { addRedirectUriSchema, replaceRedirectUriSchema, type AddRedirectUri, type ReplaceRedirectUri } from "@/lib/portal/client-schemas";
import type { RedirectUriUpdate } from "@/lib/db/clients/update-redirect-uris";
import { MAX_REDIRECT_URIS } from "@/lib/portal/redirect-uri-policy";
import { REVIEWED_EDIT_HINT } from "@/lib/portal/review-state-wording";
import { ReviewMark } from "./client-status-badge";
import { FormMessage } from "./form-message";
import { REDIRECT_URI_RULES } from "./redirect-uri-list-input";

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
};

/** What the owner is told after a change that an administrator still has to approve. */
function savedNote(result: RedirectUriUpdate): string | null {
  if (result.waitingForReview.length === 0) return null;
  return `Waiting for review: ${result.waitingForReview.join(", ")}. Until an administrator approves, authorization requests must use one of the approved redirect URIs.`;
}

/** Add, edit and remove redirect URIs, one change at a time; the server re-checks every rule. */
export function RedirectUriManager({ clientId, redirectUris, waitingUris, leavingUris, canEdit, reviewed }: Props) {
  const router = useRouter();
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
    if (!result.ok) setFailure(result.message);
    else router.refresh();
  }

  const saved = (result: RedirectUriUpdate) => {
    setFailure(null);
    setNote(savedNote(result));
  };

  return (
    <div className="space-y-4">
      {canEdit && reviewed ? <p className="text-sm text-slate-600">{REVIEWED_EDIT_HINT}</p> : null}
      <p className="text-sm text-slate-600" data-testid="redirect-uri-count">
        {redirectUris.length} of {MAX_REDIRECT_URIS} redirect URIs used{waitingCount > 0 ? ` (${waitingCount} waiting for review)` : ""}.{" "}
        {remaining > 0 ? `${remaining} more can be added.` : "This is the maximum: remove one to add another."}
      </p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {note ? <FormMessage tone="success">{note}</FormMessage> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Redirect URIs">
        {redirectUris.map((uri) => {
          const waiting = waitingUris.includes(uri);
          return (
          <li key={uri} className={`px-3 py-2 ${waiting ? "bg-sky-50/60" : ""}`} data-testid="redirect-uri" data-waiting={waiting ? "true" : undefined}>
            {editing === uri ? (
              <EditRedirectUri clientId={clientId} from={uri} onDone={() => setEditing(null)} onSaved={saved} />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <code className="flex-1 break-all font-mono text-sm">{uri}</code>
                {waiting ? <ReviewMark kind="waiting" /> : null}
                {canEdit ? (
                  <>
                    <button type="button" onClick={() => setEditing(uri)} aria-label={`Edit ${uri}`} className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50">
                      Edit
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(uri)}
                      disabled={onlyOne || busy !== null}
                      aria-label={`Remove ${uri}`}
                      aria-describedby={onlyOne ? "last-redirect-uri-reason" : undefined}
                      className="rounded-md border border-slate-300 px-2 py-1 text-xs text-red-700 hover:bg-red-50 disabled:opacity-50"
                    >
                      {busy === uri ? "Removing…" : "Remove"}
                    </button>
                  </>
                ) : null}
              </div>
            )}
          </li>
          );
        })}
        {leavingUris.map((uri) => (
          <li key={`leaving-${uri}`} className="px-3 py-2 text-slate-500" data-testid="redirect-uri" data-leaving="true">
            <div className="flex flex-wrap items-center gap-2">
              <code className="flex-1 break-all font-mono text-sm line-through decoration-slate-400">{uri}</code>
              <ReviewMark kind="leaving" />
            </div>
          </li>
        ))}
      </ul>
      {canEdit && onlyOne ? (
        <p id="last-redirect-uri-reason" className="text-xs text-slate-500">
          The only redirect URI cannot be removed: a client needs at least one. Add another first.
        </p>
      ) : null}
      {canEdit ? <AddRedirectUri clientId={clientId} full={remaining <= 0} onSaved={saved} /> : null}
    </div>
  );
}

function AddRedirectUri({ clientId, full, onSaved }: { clientId: string; full: boolean; onSaved: (result: RedirectUriUpdate) => void }) {
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
            label="New redirect URI"
            id="new-redirect-uri"
            type="url"
            placeholder="https://app.example.com/oauth/callback"
            disabled={full}
            hint={full ? `This client has the maximum of ${MAX_REDIRECT_URIS} redirect URIs. Remove one to add another.` : REDIRECT_URI_RULES}
            error={formState.errors.uri?.message}
            {...register("uri")}
          />
        </div>
        <button type="submit" disabled={full || formState.isSubmitting} className="mb-[1px] rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50">
          {formState.isSubmitting ? "Adding…" : "Add redirect URI"}
        </button>
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </form>
  );
}

function EditRedirectUri({ clientId, from, onDone, onSaved }: { clientId: string; from: string; onDone: () => void; onSaved: (result: RedirectUriUpdate) => void }) {
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
      <Field label="Edit redirect URI" id="edit-redirect-uri" type="url" error={formState.errors.uri?.message} {...register("uri")} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex gap-2">
        <button type="submit" disabled={formState.isSubmitting} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50">
          Save
        </button>
        <button type="button" onClick={onDone} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          Cancel
        </button>
      </div>
    </form>
  );
}
