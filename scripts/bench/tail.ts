// The tail: each workload again at a fixed offered load of half the most it served in the rounds
// (autocannon's rate mode, the same connections), its p99 over its p50 against the target: 3x on
// PostgreSQL, 5x on the embedded database (measured at 10 connections, the default install's load).
import type { Row } from "./report";

export type TailTarget = number;
export const tailTarget = (embedded: boolean): TailTarget => (embedded ? 5 : 3);

export type Tail = {
  workload: string;
  connections: number;
  offeredPerSec: number;
  servedPerSec: number;
  p50: number;
  p99: number;
  ratio: number;
  met: boolean;
  failures: number;
};

/** The offered load for a row: half its measured req/s, at least one request a second. */
export const halfOfMax = (row: Row) => Math.max(1, Math.round(row.reqPerSec / 2));

export function tailOf(
  row: Row,
  result: { reqPerSec: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number },
  target: TailTarget,
): Tail {
  // autocannon's percentiles are whole milliseconds: a p50 under 1 ms counts as 1.
  const ratio = result.p99 / Math.max(1, result.p50);
  return {
    workload: row.workload,
    connections: row.connections,
    offeredPerSec: halfOfMax(row),
    servedPerSec: result.reqPerSec,
    p50: result.p50,
    p99: result.p99,
    ratio,
    met: ratio <= target,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export function printTail(tails: Tail[], target: TailTarget) {
  if (tails.length === 0) return;
  console.log(`\nthe tail at half the measured maximum, offered at a fixed rate (target: p99 <= ${target}x p50):`);
  for (const t of tails)
    console.log(
      `  @${t.connections} ${t.workload.padEnd(48)} ${String(t.offeredPerSec).padStart(5)} req/s offered, ${t.servedPerSec.toFixed(0).padStart(5)} served: p50 ${t.p50} ms, p99 ${t.p99} ms, ${t.ratio.toFixed(2)}x ${t.met ? "met" : "NOT MET"}${t.failures > 0 ? `  <-- ${t.failures} FAILURES` : ""}`,
    );
}
