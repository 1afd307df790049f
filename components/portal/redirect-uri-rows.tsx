"use client";

// One redirect URI as the manager lists it: a live one with its edit and remove buttons (the
// last one cannot be removed, and says why), and one a pending change takes away, struck through.
import { Button } from "@/components/shared/button";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { REMOVAL_WORDS as R } from "@/lib/ui-words/client-activity";
import { REDIRECT_URI_WORDS as W } from "@/lib/ui-words/redirect-uris";
import { ReviewMark } from "./client-status-badge";

export function LiveRedirectUri({
  uri,
  waiting,
  canEdit,
  onlyOne,
  removing,
  reviewed,
  usage,
  onEdit,
  onRemove,
}: {
  uri: string;
  waiting: boolean;
  canEdit: boolean;
  onlyOne: boolean;
  removing: boolean;
  reviewed: boolean;
  usage: { days: number; byUri: Readonly<Record<string, number>> } | null;
  onEdit: () => void;
  onRemove: () => Promise<void>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="flex-1 break-all font-mono text-sm">{uri}</code>
      {waiting ? <ReviewMark kind="waiting" /> : null}
      {canEdit ? (
        <>
          <Button tone="secondary" size="xs" onClick={onEdit} aria-label={W.editLabel(uri)}>
            {W.edit}
          </Button>
          {onlyOne ? (
            <Button
              tone="dangerOutline"
              size="xs"
              disabled
              aria-label={W.removeLabel(uri)}
              aria-describedby="last-redirect-uri-reason"
            >
              {W.remove}
            </Button>
          ) : (
            <ConfirmAction
              trigger={removing ? W.removing : W.remove}
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
              action={onRemove}
            />
          )}
        </>
      ) : null}
    </div>
  );
}

export function LeavingRedirectUri({ uri }: { uri: string }) {
  return (
    <li className="px-3 py-2 text-slate-500" data-testid="redirect-uri" data-leaving="true">
      <div className="flex flex-wrap items-center gap-2">
        <code className="flex-1 break-all font-mono text-sm line-through decoration-slate-400">{uri}</code>
        <ReviewMark kind="leaving" />
      </div>
    </li>
  );
}
