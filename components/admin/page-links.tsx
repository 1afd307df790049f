// Previous / next page links of a list whose URL holds the page (the review queue, the decision history).
import Link from "@/components/ui/link";
import { REVIEW_QUEUE_PAGE_WORDS as W } from "@/lib/ui-words/review-page";

const LINK =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50";

type Props = {
  page: number;
  hasNextPage: boolean;
  /** Where the pages before and after this one are. */
  hrefs: { previous: string; next: string };
  label: string;
};

export function PageLinks({ page, hasNextPage, hrefs, label }: Props) {
  if (page === 1 && !hasNextPage) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link href={hrefs.previous} className={LINK} rel="prev">
          {W.previous}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {W.pageOf(page)}
      </span>
      {hasNextPage ? (
        <Link href={hrefs.next} className={LINK} rel="next">
          {W.next}
        </Link>
      ) : null}
    </nav>
  );
}
