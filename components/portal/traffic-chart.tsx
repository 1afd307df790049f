import type { DailyTraffic } from "@/lib/clients/rules/traffic";
import { TRAFFIC_WORDS as T } from "@/lib/ui-words/traffic";

const BAR = 14;
const GAP = 4;
const HEIGHT = 120;

/** Requests per UTC day, with scope (green) stacked under without scope (amber). Plain SVG. */
export function TrafficChart({ days }: { days: readonly DailyTraffic[] }) {
  const max = Math.max(1, ...days.map((d) => d.withScope + d.withoutScope));
  const width = days.length * (BAR + GAP);
  const totals = days.reduce(
    (t, d) => ({ withScope: t.withScope + d.withScope, withoutScope: t.withoutScope + d.withoutScope }),
    { withScope: 0, withoutScope: 0 },
  );
  const scale = (n: number) => (n / max) * HEIGHT;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 2}`}
        className="h-36 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={T.chartLabel(days.length, totals.withScope, totals.withoutScope)}
      >
        <line x1={0} x2={width} y1={HEIGHT + 1} y2={HEIGHT + 1} stroke="#cbd5e1" strokeWidth={1} />
        {days.map((d, i) => {
          const x = i * (BAR + GAP);
          const withH = scale(d.withScope);
          const withoutH = scale(d.withoutScope);
          return (
            <g key={d.day}>
              <title>{T.dayTitle(d.day, d.withScope, d.withoutScope)}</title>
              <rect x={x} y={HEIGHT - withH} width={BAR} height={withH} fill="#16a34a" />
              <rect x={x} y={HEIGHT - withH - withoutH} width={BAR} height={withoutH} fill="#f59e0b" />
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>{days[0]?.day}</span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5 rounded-sm bg-green-600" aria-hidden /> {T.legendWith}
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5 rounded-sm bg-amber-500" aria-hidden /> {T.legendWithout}
          </span>
          <span>{T.scale(max)}</span>
        </span>
        <span>{days.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}
