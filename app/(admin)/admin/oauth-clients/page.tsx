// GET /admin/oauth-clients - the review queue (spec s3.1, s5.9). Administrators only:
// everyone else gets 404, as if the page did not exist.
import type { Metadata } from "next";
import { QueuePagination } from "@/components/admin/queue-pagination";
import { QueueFilters, readQueueView, queueHref } from "@/components/admin/queue-filters";
import { ReviewQueueTable } from "@/components/admin/review-queue-table";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/auth/current-user";
import { listReviewQueue } from "@/lib/db/review/list-review-queue";
import { REVIEW_QUEUE_PAGE_WORDS as W } from "@/lib/ui-words/review-page";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReviewQueuePage({ searchParams }: Props) {
  const view = readQueueView(await searchParams);
  const admin = await requireAdmin(queueHref(view));
  const queue = await listReviewQueue(view);
  const current = { ...view, page: queue.page };

  return (
    <section className="space-y-5">
      <PageHeader title={W.heading} intro={W.intro} />
      <QueueFilters view={current} counts={queue.counts} />
      <h2 className="sr-only">{view.label}</h2>
      <ReviewQueueTable
        items={queue.items}
        now={new Date()}
        timeZone={admin.timeZone}
        emptyText={
          view.search
            ? W.noMatch(view.label, view.search)
            : view.filter === "queue"
              ? W.nothingWaiting
              : W.noClients(view.label)
        }
      />
      <QueuePagination view={current} hasNextPage={queue.hasNextPage} />
    </section>
  );
}
