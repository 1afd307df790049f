// GET /admin/oauth-clients - the review queue (issue 5; spec s3.1, s5.9). Administrators only:
// everyone else gets 404, as if the page did not exist.
import type { Metadata } from "next";
import { QueueFilters, FILTERS, queueHref } from "@/components/admin/queue-filters";
import { ReviewQueueTable } from "@/components/admin/review-queue-table";
import { requireAdmin } from "@/lib/auth/current-user";
import { listReviewQueue, REVIEW_QUEUE_LIMIT, type ReviewQueueFilter } from "@/lib/db/review/list-review-queue";

export const metadata: Metadata = { title: "Client review" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function readFilter(value: string | string[] | undefined): ReviewQueueFilter {
  return FILTERS.find((f) => f.value === value)?.value ?? "queue";
}

export default async function ReviewQueuePage({ searchParams }: Props) {
  const params = await searchParams;
  const filter = readFilter(params.status);
  const search = typeof params.q === "string" ? params.q.trim().slice(0, 200) : "";
  await requireAdmin(queueHref(filter, search));
  const queue = await listReviewQueue({ filter, search });
  const label = FILTERS.find((f) => f.value === filter)!.label;

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">OAuth client review</h1>
        <p className="mt-1 text-sm text-slate-600">
          New clients cannot be used until approved. Changes that widen an approved client wait here while its approved configuration
          stays in force. Oldest first.
        </p>
      </div>
      <QueueFilters filter={filter} search={search} counts={queue.counts} />
      <h2 className="sr-only">{label}</h2>
      <ReviewQueueTable
        items={queue.items}
        emptyText={search ? `Nothing in “${label}” matches “${search}”.` : filter === "queue" ? "Nothing is waiting for review." : `No clients in “${label}”.`}
      />
      {queue.truncated ? <p className="text-xs text-slate-500">Showing the first {REVIEW_QUEUE_LIMIT}. Narrow the search to see the rest.</p> : null}
    </section>
  );
}
