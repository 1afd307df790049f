"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { removeRedirectUriAction } from "@/lib/actions/portal";
import type { RedirectUriUpdate } from "@/lib/clients/use-cases/edit-client";
import { MAX_REDIRECT_URIS } from "@/lib/clients/rules/redirect-uris";
import { REVIEWED_EDIT_HINT } from "@/lib/ui-words/review-state";
import { REDIRECT_URI_WORDS as W } from "@/lib/ui-words/redirect-uris";
import { FormMessage } from "./form-message";
import { AddRedirectUri, EditRedirectUri } from "./redirect-uri-forms";
import { LeavingRedirectUri, LiveRedirectUri } from "./redirect-uri-rows";

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
                <LiveRedirectUri
                  uri={uri}
                  waiting={waiting}
                  canEdit={canEdit}
                  onlyOne={onlyOne}
                  removing={busy === uri}
                  reviewed={reviewed}
                  usage={usage}
                  onEdit={() => setEditing(uri)}
                  onRemove={() => remove(uri)}
                />
              )}
            </li>
          );
        })}
        {leavingUris.map((uri) => (
          <LeavingRedirectUri key={`leaving-${uri}`} uri={uri} />
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
