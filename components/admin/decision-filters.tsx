// The decision history's filter: a GET form, so the URL holds the view (shareable, survives reload).
import { SelectField } from "@/components/ui/select-field";
import { DECISION_KINDS, type DecisionHistoryFilter } from "@/lib/clients/rules/decision-history";
import type { AdminRef } from "@/lib/clients/views/decision-history";
import { DECISION_HISTORY_WORDS as W } from "@/lib/ui-words/decision-history";
import { FILTER_INPUT_CLASS, FilterForm } from "./filter-form";

export function DecisionFilters({ filter, admins }: { filter: DecisionHistoryFilter; admins: AdminRef[] }) {
  return (
    <FilterForm
      action="/admin/decisions"
      apply={W.apply}
      clear={filter.adminId || filter.kind ? { href: "/admin/decisions", label: W.clear } : null}
      label={W.filterLabel}
      className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <SelectField
        id="decision-admin"
        name="admin"
        label={W.admin}
        labelSize="xs"
        frameClassName="min-w-0 max-w-full"
        defaultValue={filter.adminId ?? ""}
        options={[
          { value: "", label: W.anyAdmin },
          ...admins.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` })),
        ]}
        className={`${FILTER_INPUT_CLASS} max-w-full`}
      />
      <SelectField
        id="decision-kind"
        name="decision"
        label={W.decision}
        labelSize="xs"
        defaultValue={filter.kind ?? ""}
        options={[{ value: "", label: W.anyDecision }, ...DECISION_KINDS.map((k) => ({ value: k, label: W.kinds[k] }))]}
        className={FILTER_INPUT_CLASS}
      />
    </FilterForm>
  );
}
