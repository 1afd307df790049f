import type { DailyTraffic } from "@/lib/clients/rules/traffic";
import { CHART_WORDS } from "@/lib/ui-words/chart";
import { TRAFFIC_WORDS as T } from "@/lib/ui-words/traffic";
import { DailyBarChart } from "./daily-bar-chart";

/** Authorization requests per UTC day: with scope (green) stacked under without scope (amber). */
export function TrafficChart({ days }: { days: readonly DailyTraffic[] }) {
  return (
    <DailyBarChart
      title={T.chartTitle(days.length)}
      series={[
        { label: T.legendWith, barClass: "bg-green-600" },
        { label: T.legendWithout, barClass: "bg-amber-500" },
      ]}
      bars={days.map((d) => ({
        day: d.day,
        values: [d.withScope, d.withoutScope],
        label: T.dayTitle(d.day, d.withScope, d.withoutScope),
      }))}
      yAxisLabel={T.yAxis}
      xAxisLabel={CHART_WORDS.dayAxis}
    />
  );
}
