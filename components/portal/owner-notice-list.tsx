// What the administrators decided on the owner's clients, until the owner dismisses it: the same
// words as the mail (lib/ui-words/owner-notices.ts).
import Link from "@/components/ui/link";
import type { NoticeRow } from "@/lib/clients/ports";
import { formatDateTime } from "@/lib/format-time";
import { OWNER_NOTICE_WORDS as W, noticeWords } from "@/lib/ui-words/owner-notices";
import { dismissNoticeAction } from "@/lib/actions/portal";
import { buttonClass } from "@/components/shared/button-styles";

const TONES = {
  good: "border-green-200 bg-green-50 text-green-900",
  bad: "border-red-200 bg-red-50 text-red-900",
} as const;

export function OwnerNoticeList({
  notices,
  timeZone,
  linkToClient,
  returnTo,
}: {
  notices: readonly NoticeRow[];
  timeZone: string;
  /** On the client list each notice links to its client; on the client's own page it need not. */
  linkToClient: boolean;
  /** The page the Dismiss form comes back to (this one). */
  returnTo: string;
}) {
  if (notices.length === 0) return null;
  return (
    <section aria-label={W.regionTitle} className="space-y-2" data-testid="owner-notices">
      {notices.map((n) => {
        const words = noticeWords(n.kind);
        const title = words.title(n.clientName);
        return (
          <div
            key={n.id}
            className={`flex flex-wrap items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm ${TONES[words.tone]}`}
            data-testid="owner-notice"
            data-kind={n.kind}
          >
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium break-words">{title}</p>
              {n.reason ? (
                <p className="whitespace-pre-line break-words">
                  <span className="font-medium">{words.reasonLabel}</span> {n.reason}
                </p>
              ) : null}
              <p>{words.next}</p>
              <p className="text-xs">
                {W.decided(formatDateTime(n.createdAt, timeZone))}
                {linkToClient ? (
                  <>
                    {" "}
                    <Link href={`/settings/developer/oauth/${encodeURIComponent(n.clientId)}`} className="underline">
                      {W.open(n.clientName)}
                    </Link>
                  </>
                ) : null}
              </p>
            </div>
            {/* A plain form: no script for it, and it works without one. */}
            <form action={dismissNoticeAction} className="shrink-0">
              <input type="hidden" name="noticeId" value={n.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <button type="submit" className={buttonClass("secondary", "", "sm")} aria-label={W.dismissLabel(title)}>
                {W.dismiss}
              </button>
            </form>
          </div>
        );
      })}
    </section>
  );
}
