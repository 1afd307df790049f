// The decision history's filter: a GET form, so the URL holds the view (shareable, survives reload).
import Link from "next/link";
import { buttonClass } from "@/components/shared/button-styles";
import { DECISION_KINDS, type DecisionHistoryFilter } from "@/lib/clients/rules/decision-history";
import type { AdminRef } from "@/lib/clients/views/decision-history";
import { DECISION_HISTORY_WORDS as W } from "@/lib/ui-words/decision-history";
import { FILTER_INPUT_CLASS } from "./queue-filters";

export function DecisionFilters({ filter, admins }: { filter: DecisionHistoryFilter; admins: AdminRef[] }) {
  return (
    <form
      method="get"
      action="/admin/decisions"
      aria-label={W.filterLabel}
      className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="min-w-0 max-w-full">
        <label htmlFor="decision-admin" className="block text-xs font-medium text-slate-700">
          {W.admin}
        </label>
        <select
          id="decision-admin"
          name="admin"
          defaultValue={filter.adminId ?? ""}
          className={`${FILTER_INPUT_CLASS} max-w-full`}
        >
          <option value="">{W.anyAdmin}</option>
          {admins.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.email})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="decision-kind" className="block text-xs font-medium text-slate-700">
          {W.decision}
        </label>
        <select id="decision-kind" name="decision" defaultValue={filter.kind ?? ""} className={FILTER_INPUT_CLASS}>
          <option value="">{W.anyDecision}</option>
          {DECISION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {W.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {W.apply}
      </button>
      {filter.adminId || filter.kind ? (
        <Link href="/admin/decisions" className={buttonClass("secondary")}>
          {W.clear}
        </Link>
      ) : null}
    </form>
  );
}
