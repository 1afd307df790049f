// The risk signals stored with a submission, each with why it fired. Informational only.
import type { RiskSignal } from "@/lib/clients/rules/risk-signals";
import { describeRiskSignal, RISK_SIGNAL_WORDS as W } from "@/lib/ui-words/risk-signals";

export function RiskSignalList({ signals, name }: { signals: RiskSignal[] | null; name: string }) {
  if (signals === null) return <p className="text-sm text-slate-600">{W.notRecorded}</p>;
  if (signals.length === 0) return <p className="text-sm text-slate-600">{W.none}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{W.intro}</p>
      <ul className="space-y-2" data-testid="risk-signals">
        {signals.map((signal, i) => {
          const words = describeRiskSignal(signal, name);
          return (
            // Two signals may share code and evidence fields only if they are the same; the index keeps keys unique.
            <li
              key={`${signal.code}-${i}`}
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm"
              data-code={signal.code}
            >
              <p className="font-medium text-amber-900">{words.title}</p>
              <p className="break-words text-slate-700">{words.evidence}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
