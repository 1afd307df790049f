// Status tabs, search box and order of the review queue. Plain links and a GET form: the URL holds
// the view, so it can be shared and survives a reload.
import Link from "@/components/ui/link";
import { SelectField } from "@/components/ui/select-field";
import { FILTER_INPUT_CLASS, FilterForm, FilterSearch } from "./filter-form";
import type { ReviewQueueFilter, ReviewQueueSort } from "@/lib/clients/views/review-views";
import { STATUS_LABELS } from "@/lib/ui-words/review";
import { QUEUE_FILTER_WORDS as W } from "@/lib/ui-words/review-queue";

export const FILTERS: ReadonlyArray<{ value: ReviewQueueFilter; label: string }> = [
  { value: "queue", label: W.needsReview },
  { value: "PENDING", label: W.pendingOnly },
  { value: "APPROVED", label: STATUS_LABELS.APPROVED },
  { value: "REJECTED", label: STATUS_LABELS.REJECTED },
  { value: "SUSPENDED", label: STATUS_LABELS.SUSPENDED },
  { value: "all", label: W.allClients },
];
const SORTS: readonly ReviewQueueSort[] = ["oldest", "newest"];

export type QueueView = {
  filter: ReviewQueueFilter;
  label: string;
  search: string;
  sort: ReviewQueueSort;
  page: number;
};

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The queue's view from the query string; anything unknown falls back to the default. */
export function readQueueView(params: Params): QueueView {
  const filter = FILTERS.find((f) => f.value === one(params.status)) ?? FILTERS[0]!;
  const sort = SORTS.find((s) => s === one(params.sort)) ?? "oldest";
  const page = Number.parseInt(one(params.page) ?? "1", 10);
  return {
    filter: filter.value,
    label: filter.label,
    search: (one(params.q) ?? "").trim().slice(0, 200),
    sort,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function queueHref(view: Partial<QueueView> & { filter: ReviewQueueFilter }): string {
  const params = new URLSearchParams();
  if (view.filter !== "queue") params.set("status", view.filter);
  if (view.search) params.set("q", view.search);
  if (view.sort && view.sort !== "oldest") params.set("sort", view.sort);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return `/admin/oauth-clients${query ? `?${query}` : ""}`;
}

export function QueueFilters({ view, counts }: { view: QueueView; counts: Record<ReviewQueueFilter, number> }) {
  const { filter, search, sort } = view;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <nav aria-label={W.filterLabel}>
        <ul className="flex flex-wrap gap-1 text-sm">
          {FILTERS.map((f) => {
            const current = f.value === filter;
            return (
              <li key={f.value}>
                <Link
                  href={queueHref({ filter: f.value, search, sort })}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-md px-2.5 py-1 ${current ? "bg-slate-900 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"}`}
                >
                  {f.label}&nbsp;
                  <span className={current ? "text-slate-300" : "text-slate-600"}>({counts[f.value]})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <FilterForm
        search
        action="/admin/oauth-clients"
        apply={W.searchButton}
        clear={search ? { href: queueHref({ filter, sort }), label: W.clear } : null}
        className="flex w-full flex-wrap items-end gap-2 sm:w-auto"
      >
        {filter !== "queue" ? <input type="hidden" name="status" value={filter} /> : null}
        <FilterSearch
          id="queue-search"
          name="q"
          label={W.search}
          defaultValue={search}
          maxLength={200}
          placeholder={W.searchPlaceholder}
          width="sm:w-64"
        />
        <SelectField
          id="queue-sort"
          name="sort"
          label={W.sort}
          labelSize="xs"
          defaultValue={sort}
          options={SORTS.map((s) => ({ value: s, label: W.sorts[s] }))}
          className={FILTER_INPUT_CLASS}
        />
      </FilterForm>
    </div>
  );
}
