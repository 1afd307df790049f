// Status tabs and the search box of the review queue. Plain links and a GET form: the URL holds
// the view, so it can be shared and survives a reload.
import Link from "next/link";
import type { ReviewQueueFilter } from "@/lib/db/review/list-review-queue";
import { STATUS_LABELS } from "@/lib/review/wording";

export const FILTERS: ReadonlyArray<{ value: ReviewQueueFilter; label: string }> = [
  { value: "queue", label: "Needs review" },
  { value: "PENDING", label: STATUS_LABELS.PENDING },
  { value: "APPROVED", label: STATUS_LABELS.APPROVED },
  { value: "REJECTED", label: STATUS_LABELS.REJECTED },
  { value: "SUSPENDED", label: STATUS_LABELS.SUSPENDED },
  { value: "all", label: "All clients" },
];

export function queueHref(filter: ReviewQueueFilter, search: string): string {
  const params = new URLSearchParams();
  if (filter !== "queue") params.set("status", filter);
  if (search) params.set("q", search);
  const query = params.toString();
  return `/admin/oauth-clients${query ? `?${query}` : ""}`;
}

export function QueueFilters({ filter, search, counts }: { filter: ReviewQueueFilter; search: string; counts: Record<ReviewQueueFilter, number> }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-1 text-sm">
          {FILTERS.map((f) => {
            const current = f.value === filter;
            return (
              <li key={f.value}>
                <Link
                  href={queueHref(f.value, search)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-block rounded-md px-2.5 py-1 ${current ? "bg-slate-900 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"}`}
                >
                  {f.label} <span className={current ? "text-slate-300" : "text-slate-400"}>({counts[f.value]})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form role="search" method="get" action="/admin/oauth-clients" className="flex items-end gap-2">
        {filter !== "queue" ? <input type="hidden" name="status" value={filter} /> : null}
        <div>
          <label htmlFor="queue-search" className="block text-xs font-medium text-slate-600">
            Search clients
          </label>
          <input
            id="queue-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
            placeholder="Name, client id or owner email"
            className="mt-0.5 w-72 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
          />
        </div>
        <button type="submit" className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700">
          Search
        </button>
        {search ? (
          <Link href={queueHref(filter, "")} className="py-1.5 text-sm text-slate-600 hover:underline">
            Clear
          </Link>
        ) : null}
      </form>
    </div>
  );
}
