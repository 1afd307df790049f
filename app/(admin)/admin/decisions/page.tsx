// GET /admin/decisions - every administrator's decision on clients and changes, newest first,
// filtered by admin and kind (query string: admin, decision, page). Administrators only.
import type { Metadata } from "next";
import { DecisionFilters } from "@/components/admin/decision-filters";
import { DecisionHistoryList } from "@/components/admin/decision-history-list";
import { PageLinks } from "@/components/admin/page-links";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/auth/current-user";
import { decisionHistoryHref, readDecisionFilter } from "@/lib/clients/rules/decision-history";
import { listAdmins, listDecisionHistory } from "@/lib/db/review/list-decision-history";
import { DECISION_HISTORY_WORDS as W } from "@/lib/ui-words/decision-history";

export const metadata: Metadata = { title: W.title };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DecisionHistoryPage({ searchParams }: Props) {
  const filter = readDecisionFilter(await searchParams);
  const admin = await requireAdmin(decisionHistoryHref(filter));
  const [history, admins] = await Promise.all([listDecisionHistory(filter), listAdmins()]);
  const filtered = filter.adminId !== null || filter.kind !== null;

  return (
    <section className="space-y-5">
      <PageHeader title={W.title} intro={W.intro} />
      <DecisionFilters filter={filter} admins={admins} />
      <DecisionHistoryList
        entries={history.entries}
        emptyText={filtered ? W.noMatch : W.none}
        timeZone={admin.timeZone}
      />
      <PageLinks
        page={history.page}
        hasNextPage={history.hasNextPage}
        label={W.pagination}
        hrefs={{
          previous: decisionHistoryHref({ ...filter, page: filter.page - 1 }),
          next: decisionHistoryHref({ ...filter, page: filter.page + 1 }),
        }}
      />
    </section>
  );
}
