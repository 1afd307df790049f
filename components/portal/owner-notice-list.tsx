// What the administrators decided on the owner's clients, until the owner dismisses it: the same
// words as the mail (lib/ui-words/owner-notices.ts).
import Link from "next/link";
import type { NoticeRow } from "@/lib/clients/ports";
import { formatDateTime } from "@/lib/format-time";
import { OWNER_NOTICE_WORDS as W, noticeWords } from "@/lib/ui-words/owner-notices";
import { DismissNoticeButton } from "./dismiss-notice-button";

const TONES = {
  good: "border-green-200 bg-green-50 text-green-900",
  bad: "border-red-200 bg-red-50 text-red-900",
} as const;

export function OwnerNoticeList({
  notices,
  timeZone,
  linkToClient,
}: {
  notices: readonly NoticeRow[];
  timeZone: string;
  /** On the client list each notice links to its client; on the client's own page it need not. */
  linkToClient: boolean;
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
            <DismissNoticeButton noticeId={n.id} title={title} />
          </div>
        );
      })}
    </section>
  );
}
