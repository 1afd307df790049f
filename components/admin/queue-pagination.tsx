// Previous / next page links of the review queue; the URL holds the page, like the filters.
import { REVIEW_QUEUE_PAGE_WORDS as W } from "@/lib/ui-words/review-page";
import { PageLinks } from "./page-links";
import { queueHref, type QueueView } from "./queue-filters";

export function QueuePagination({ view, hasNextPage }: { view: QueueView; hasNextPage: boolean }) {
  return (
    <PageLinks
      page={view.page}
      hasNextPage={hasNextPage}
      label={W.pagination}
      hrefs={{
        previous: queueHref({ ...view, page: view.page - 1 }),
        next: queueHref({ ...view, page: view.page + 1 }),
      }}
    />
  );
}
