import type { ClientActivity } from "@/lib/clients/views/client-usage";
import { formatDateTime } from "@/lib/format-time";
import { CHART_WORDS } from "@/lib/ui-words/chart";
import { ACTIVITY_WORDS as W, TOKEN_FAILURE_WORDS } from "@/lib/ui-words/client-activity";
import { FactList } from "@/components/ui/fact-list";
import { TableHead } from "@/components/ui/table-head";
import { DailyBarChart } from "./daily-bar-chart";

/** Active users and the token endpoint's counts per day: as a chart, by reason, and as a table. */
export function ClientActivityFigures({ activity, timeZone }: { activity: ClientActivity; timeZone?: string }) {
  const t = activity.tokens;
  const at = (time: Date | null) => (time ? formatDateTime(time, timeZone) : W.never);
  return (
    <div className="space-y-4">
      <FactList
        classes={{ list: "grid gap-2 text-sm sm:grid-cols-3", term: "text-slate-600", value: "font-semibold" }}
        facts={[
          { term: W.activeUsers, value: activity.activeUsers, testId: "active-users" },
          { term: W.lastSuccess, value: at(t.lastSuccessAt), testId: "last-success" },
          { term: W.lastFailure, value: at(t.lastFailureAt), testId: "last-failure" },
        ]}
      />
      {t.succeeded + t.failed === 0 ? (
        // Thirty rows of zeros say less than one sentence.
        <div className="rounded-md border border-dashed border-slate-300 p-4 text-sm" data-testid="activity-empty">
          <p className="font-medium">{W.none(t.days.length)}</p>
          <p className="mt-1 text-slate-600">{W.noneHint}</p>
        </div>
      ) : (
        <TokenRequestsByDay activity={activity} />
      )}
    </div>
  );
}

function TokenRequestsByDay({ activity }: { activity: ClientActivity }) {
  const t = activity.tokens;
  const busyDays = t.days.filter((d) => d.succeeded + d.failed > 0);
  return (
    <>
      <p className="text-xs text-slate-600">{W.intro(t.days.length)}</p>
      <DailyBarChart
        title={W.chartTitle(t.days.length)}
        series={[
          { label: W.succeeded, barClass: "bg-green-600" },
          { label: W.failed, barClass: "bg-red-600" },
        ]}
        bars={t.days.map((d) => ({
          day: d.day,
          values: [d.succeeded, d.failed],
          label: W.dayLabel(d.day, d.succeeded, d.failed),
        }))}
        yAxisLabel={W.yAxis}
        xAxisLabel={CHART_WORDS.dayAxis}
      />
      <div>
        <h3 className="text-sm font-semibold">{W.failuresTitle}</h3>
        {t.failuresByReason.length === 0 ? (
          <p className="text-sm text-slate-600">{W.noFailures}</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm" data-testid="failure-reasons">
            {t.failuresByReason.map((f) => (
              <li key={f.reason}>
                {TOKEN_FAILURE_WORDS[f.reason]}: <strong>{f.count}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={W.tableLabel}>
        <table className="w-full text-left text-sm" data-testid="activity-table">
          <TableHead
            className="text-xs uppercase text-slate-600"
            cellClassName="py-1 pr-3 font-medium"
            columns={[W.day, W.succeeded, W.failed, { label: W.reasons, className: "py-1 font-medium" }]}
          />
          {busyDays.length < t.days.length ? (
            <caption className="caption-bottom pt-1 text-left text-xs text-slate-600">{W.quietDaysLeftOut}</caption>
          ) : null}
          <tbody>
            {[...busyDays].reverse().map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {d.day}
                </th>
                <td className="py-1 pr-3">{d.succeeded}</td>
                <td className="py-1 pr-3">{d.failed}</td>
                <td className="py-1 text-xs">
                  {d.failures.map((f) => `${TOKEN_FAILURE_WORDS[f.reason]}: ${f.count}`).join("; ")}
                </td>
              </tr>
            ))}
            <tr className="border-t border-slate-300 font-medium">
              <th scope="row" className="py-1 pr-3">
                {W.totals}
              </th>
              <td className="py-1 pr-3" data-testid="succeeded-total">
                {t.succeeded}
              </td>
              <td className="py-1 pr-3" data-testid="failed-total">
                {t.failed}
              </td>
              <td />
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
