"use client";

import { useId, useRef, useState } from "react";
import { CHART_WORDS as W } from "@/lib/ui-words/chart";

export type ChartSeries = { label: string; barClass: string };
/** One day: a value per series (stacked bottom-up in series order) and its sentence. */
export type ChartBar = { day: string; values: readonly number[]; label: string };

type Props = {
  title: string;
  series: readonly ChartSeries[];
  bars: readonly ChartBar[];
  yAxisLabel: string;
  xAxisLabel: string;
};

/**
 * Stacked bars per day with labelled axes. Every bar's values show on hover and on focus; the
 * bars are one tab stop, and the arrow keys (Home, End) move between days, each named for
 * assistive technology. The same figures are also given as a table by the page that uses it.
 */
export function DailyBarChart({ title, series, bars, yAxisLabel, xAxisLabel }: Props) {
  const id = useId();
  const [active, setActive] = useState(Math.max(0, bars.length - 1));
  const refs = useRef<Array<HTMLDivElement | null>>([]);
  const max = Math.max(1, ...bars.map((b) => b.values.reduce((a, v) => a + v, 0)));
  const ticks = [max, Math.round(max / 2), 0].filter((t, i, all) => all.indexOf(t) === i);
  const mid = bars[Math.floor((bars.length - 1) / 2)];

  function move(to: number) {
    const next = Math.min(bars.length - 1, Math.max(0, to));
    setActive(next);
    refs.current[next]?.focus();
  }
  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: bars.length - 1 };
    const to = step[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  }

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-title`}>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span id={`${id}-title`} className="font-medium">
          {title}
        </span>
        <span className="flex flex-wrap items-center gap-3 text-xs text-slate-600">
          {series.map((s) => (
            <span key={s.label} className="flex items-center gap-1">
              <span className={`inline-block h-2.5 w-2.5 rounded-sm ${s.barClass}`} aria-hidden /> {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div className="flex w-4 shrink-0 items-center justify-center">
          <span className="-rotate-90 whitespace-nowrap text-xs text-slate-600">{yAxisLabel}</span>
        </div>
        <div className="flex h-40 shrink-0 flex-col justify-between text-right text-xs text-slate-600" aria-hidden>
          {ticks.map((t) => (
            <span key={t} className="leading-none">
              {t}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="group"
            aria-label={title}
            aria-describedby={`${id}-keys`}
            className="flex h-40 items-end gap-px border-b border-l border-slate-300"
          >
            {bars.map((bar, i) => (
              <div
                key={bar.day}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                role="img"
                aria-label={bar.label}
                tabIndex={i === active ? 0 : -1}
                onKeyDown={(e) => onKeyDown(e, i)}
                onFocus={() => setActive(i)}
                data-testid="chart-bar"
                className="group relative flex h-full min-w-0 flex-1 flex-col-reverse"
              >
                {bar.values.map((v, s) => (
                  <span
                    key={series[s]?.label ?? s}
                    className={`block w-full ${series[s]?.barClass ?? ""}`}
                    style={{ height: `${(v / max) * 100}%` }}
                  />
                ))}
                <span
                  aria-hidden
                  className={`pointer-events-none absolute bottom-full z-10 mb-1 hidden w-max max-w-56 rounded bg-slate-900 px-2 py-1 text-xs text-white shadow group-hover:block group-focus:block ${i > bars.length / 2 ? "right-0" : "left-0"}`}
                >
                  {bar.label}
                </span>
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden>
            <span>{bars[0]?.day}</span>
            <span className="hidden sm:inline">{mid?.day}</span>
            <span>{bars.at(-1)?.day}</span>
          </div>
          <p className="text-center text-xs text-slate-600">{xAxisLabel}</p>
          <p id={`${id}-keys`} className="sr-only">
            {W.keys}
          </p>
        </div>
      </div>
    </figure>
  );
}
