// The tail: each workload again at a fixed offered load of half the most it served in the rounds
// (paced-load.ts: evenly spaced, open loop, the same connections), its p99 over its p50 against the
// target: 3x on PostgreSQL, 5x on the embedded database (measured at 10 connections, the default
// install's load). Its own floor is offered the same rate: the framework's tail on the same machine.
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
  /** Its own floor's p99 over p50 at the same offered rate, when it has one. */
  floor?: { p50: number; p99: number; ratio: number };
};

/** The offered load for a row: half its measured req/s, at least one request a second. */
export const halfOfMax = (row: Row) => Math.max(1, Math.round(row.reqPerSec / 2));

type Measured = { reqPerSec: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number };

// A p50 under 1 ms counts as 1: below that, loopback's jitter is the ratio.
const ratioOf = (m: { p50: number; p99: number }) => m.p99 / Math.max(1, m.p50);

export function tailOf(row: Row, result: Measured, target: TailTarget, floor?: Measured): Tail {
  const ratio = ratioOf(result);
  return {
    workload: row.workload,
    connections: row.connections,
    offeredPerSec: halfOfMax(row),
    servedPerSec: result.reqPerSec,
    p50: result.p50,
    p99: result.p99,
    ratio,
    met: ratio <= target,
    failures:
      result.errors + result.timeouts + result.non2xx + (floor ? floor.errors + floor.timeouts + floor.non2xx : 0),
    ...(floor ? { floor: { p50: floor.p50, p99: floor.p99, ratio: ratioOf(floor) } } : {}),
  };
}

const ms = (value: number) => value.toFixed(1);

export function printTail(tails: Tail[], target: TailTarget) {
  if (tails.length === 0) return;
  console.log(`\nthe tail at half the measured maximum, offered at a fixed rate (target: p99 <= ${target}x p50):`);
  for (const t of tails)
    console.log(
      `  @${t.connections} ${t.workload.padEnd(48)} ${String(t.offeredPerSec).padStart(5)} req/s offered, ${t.servedPerSec.toFixed(0).padStart(5)} served: p50 ${ms(t.p50)} ms, p99 ${ms(t.p99)} ms, ${t.ratio.toFixed(2)}x ${t.met ? "met" : "NOT MET"}${t.floor ? `; its floor ${ms(t.floor.p50)} / ${ms(t.floor.p99)} ms, ${t.floor.ratio.toFixed(2)}x` : ""}${t.failures > 0 ? `  <-- ${t.failures} FAILURES` : ""}`,
    );
}
