// Each workload against its own floor (floors.ts) in the same run: req/s over the floor's (target
// >= 0.75) and CPU per request, Node and PostgreSQL, over the floor's (target <= 1.33), each
// round's throughput ratio beside the run's so a verdict near a target can be read against the noise.
import type { Measurement, Row } from "./report";

export const FLOOR_TARGETS = { minThroughput: 0.75, maxCpu: 1.33 } as const;

export type FloorRatio = {
  workload: string;
  floor: string;
  connections: number;
  throughput: number;
  roundThroughputs: number[];
  /** Ours over the floor's CPU per request (Node + PostgreSQL). */
  cpu: number;
  met: boolean;
};

const cpuOf = (r: { serverCpuMs?: number; databaseCpuMs?: number }) =>
  r.serverCpuMs === undefined ? Number.NaN : r.serverCpuMs + (r.databaseCpuMs ?? 0);

export function floorRatios(rows: Row[], measurements: Measurement[], floorOf: Record<string, string>): FloorRatio[] {
  return rows.flatMap((r) => {
    const floorName = floorOf[r.workload];
    const floor = rows.find((f) => f.workload === floorName && f.connections === r.connections);
    if (!floorName || !floor) return [];
    const runs = (name: string) =>
      measurements.filter((m) => m.workload === name && m.connections === r.connections && m.pairedWith === undefined);
    const roundThroughputs = runs(r.workload)
      .sort((a, b) => a.round - b.round)
      .map((m) => m.reqPerSec / (runs(floorName).find((f) => f.round === m.round)?.reqPerSec ?? Number.NaN));
    const throughput = r.reqPerSec / floor.reqPerSec;
    const cpu = cpuOf(r) / cpuOf(floor);
    // Without CPU figures (not Linux) only the throughput is judged.
    const cpuMet = Number.isNaN(cpu) || cpu <= FLOOR_TARGETS.maxCpu;
    return [
      {
        workload: r.workload,
        floor: floorName,
        connections: r.connections,
        throughput,
        roundThroughputs,
        cpu,
        met: throughput >= FLOOR_TARGETS.minThroughput && cpuMet,
      },
    ];
  });
}

export function printFloorRatios(ratios: FloorRatio[]) {
  if (ratios.length === 0) return;
  console.log(
    `\nagainst each workload's own floor (targets: req/s >= ${FLOOR_TARGETS.minThroughput}x, CPU per request <= ${FLOOR_TARGETS.maxCpu}x):`,
  );
  for (const r of ratios) {
    const rounds = r.roundThroughputs.filter(Number.isFinite).map((x) => x.toFixed(2));
    console.log(
      `  @${r.connections} ${r.workload.padEnd(48)} req/s ${r.throughput.toFixed(2)}x${rounds.length > 1 ? ` (rounds ${rounds.join(" ")})` : ""}  CPU ${r.cpu.toFixed(2)}x  ${r.met ? "met" : "NOT MET"}`,
    );
  }
}
