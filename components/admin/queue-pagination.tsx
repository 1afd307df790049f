// Previous / next page links of the review queue; the URL holds the page, like the filters.
import Link from "next/link";
import { queueHref, type QueueView } from "./queue-filters";
import { REVIEW_QUEUE_PAGE_WORDS as W } from "@/lib/ui-words/review-page";

const LINK =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50";

export function QueuePagination({ view, hasNextPage }: { view: QueueView; hasNextPage: boolean }) {
  if (view.page === 1 && !hasNextPage) return null;
  return (
    <nav aria-label={W.pagination} className="flex flex-wrap items-center gap-3">
      {view.page > 1 ? (
        <Link href={queueHref({ ...view, page: view.page - 1 })} className={LINK} rel="prev">
          {W.previous}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {W.pageOf(view.page)}
      </span>
      {hasNextPage ? (
        <Link href={queueHref({ ...view, page: view.page + 1 })} className={LINK} rel="next">
          {W.next}
        </Link>
      ) : null}
    </nav>
  );
}
