import { Button } from "@/components/shared/button";
import { TableHead } from "@/components/ui/table-head";
import { formatDateTime } from "@/lib/format-time";
import type { MigrationReadiness, TrafficSummary } from "@/lib/clients/rules/traffic";
import { FormMessage } from "./form-message";
import { TrafficChart } from "./traffic-chart";
import { MIGRATION_WORDS, TRAFFIC_WORDS as T, readinessWords } from "@/lib/ui-words/traffic";

const PERIODS = [
  { key: "24h", label: T.last24h },
  { key: "7d", label: T.last7d },
] as const;

type Props = { traffic: TrafficSummary; readiness: MigrationReadiness; onRefresh: () => void; timeZone?: string };

/** Step 2 of the legacy migration: requests with and without scope, and whether saving is safe. */
export function TrafficOverview({ traffic, readiness, onRefresh, timeZone }: Props) {
  const words = readinessWords(readiness, traffic);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{T.intro}</p>
      <table className="w-full max-w-md text-left text-sm" aria-label={T.tableLabel}>
        <TableHead
          className="text-xs uppercase text-slate-500"
          cellClassName="py-1 font-medium"
          columns={[T.period, T.withScope, T.withoutScope]}
        />
        <tbody>
          {PERIODS.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row" className="py-1 font-normal">
                {label}
              </th>
              <td className="py-1" data-testid={`with-scope-${key}`}>
                {traffic[`last${key}`].withScope}
              </td>
              <td className="py-1" data-testid={`without-scope-${key}`}>
                {traffic[`last${key}`].withoutScope}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TrafficChart days={traffic.days} />
      <p className="text-sm">
        {T.lastWithoutScope}{" "}
        <strong>
          {traffic.lastWithoutScopeAt ? formatDateTime(traffic.lastWithoutScopeAt, timeZone) : T.noneRecorded}
        </strong>
      </p>
      <FormMessage tone={readiness.level === "ready" ? "success" : "warning"}>
        <strong>{words.headline}.</strong> {words.detail}
      </FormMessage>
      <Button tone="secondary" size="sm" onClick={onRefresh}>
        {MIGRATION_WORDS.refresh}
      </Button>
    </div>
  );
}
