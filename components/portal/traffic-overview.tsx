import { formatDateTime } from "@/lib/format-time";
import type { MigrationReadiness, TrafficSummary } from "@/lib/portal/traffic-stats";
import { FormMessage } from "./form-message";
import { TrafficChart } from "./traffic-chart";

type Props = { traffic: TrafficSummary; readiness: MigrationReadiness; onRefresh: () => void };

/** Step 2 of the legacy migration: requests with and without scope, and whether saving is safe. */
export function TrafficOverview({ traffic, readiness, onRefresh }: Props) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Authorization requests for this client, as recorded by the authorization endpoint.</p>
      <table className="w-full max-w-md text-left text-sm" aria-label="Authorization requests with and without scope">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-1 font-medium">Period</th>
            <th className="py-1 font-medium">With scope</th>
            <th className="py-1 font-medium">Without scope</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="py-1 font-normal">Last 24 hours</th>
            <td className="py-1" data-testid="with-scope-24h">{traffic.last24h.withScope}</td>
            <td className="py-1" data-testid="without-scope-24h">{traffic.last24h.withoutScope}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 font-normal">Last 7 days</th>
            <td className="py-1" data-testid="with-scope-7d">{traffic.last7d.withScope}</td>
            <td className="py-1" data-testid="without-scope-7d">{traffic.last7d.withoutScope}</td>
          </tr>
        </tbody>
      </table>
      <TrafficChart days={traffic.days} />
      <p className="text-sm">
        Last request without scope: <strong>{traffic.lastWithoutScopeAt ? formatDateTime(traffic.lastWithoutScopeAt) : "none recorded"}</strong>
      </p>
      <FormMessage tone={readiness.level === "ready" ? "success" : "warning"}>
        <strong>{readiness.headline}.</strong> {readiness.detail}
      </FormMessage>
      <button type="button" onClick={onRefresh} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
        Refresh numbers
      </button>
    </div>
  );
}
