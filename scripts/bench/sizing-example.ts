// The sizing guide's worked example: a platform's peak, computed from the measured rows.
import { SIGN_IN } from "./sign-in-consent";
import { type SizingResults, fixed, label, perHundred, table, whole } from "./sizing-rows";
import { EXCHANGE, ME, REFRESH } from "./workloads";

/** The worked example's peak: operations a second of each workload. */
export const EXAMPLE_PEAK: Record<string, number> = { [REFRESH]: 300, [ME]: 1000, [SIGN_IN]: 20, [EXCHANGE]: 20 };
/** Busy share a machine is sized for at the peak: room for spikes, collection pauses and a lost instance's share. */
export const TARGET_UTILISATION = 0.6;
export const CORES_PER_INSTANCE = 2;
/** Connections kept for administration and migrations: PostgreSQL's 3 for superusers, and a few more. */
export const RESERVED_CONNECTIONS = 10;

export type Example = {
  lines: {
    workload: string;
    perSecond: number;
    serverCores: number;
    databaseVcpu: number;
    walMb: number;
    writeIops: number;
  }[];
  serverCores: number;
  databaseVcpu: number;
  walMb: number;
  writeIops: number;
  /** Instances of CORES_PER_INSTANCE cores at TARGET_UTILISATION, plus one to lose. */
  instances: number;
  databaseCores: number;
  connections: number;
};

export function workedExample(r: SizingResults, peak = EXAMPLE_PEAK): Example {
  const lines = Object.entries(peak).flatMap(([workload, perSecond]) => {
    const row = r.rows.find((x) => x.workload === workload);
    if (!row) return [];
    const h = perHundred(row);
    const scale = perSecond / 100;
    return [
      {
        workload,
        perSecond,
        serverCores: h.serverCores * scale,
        databaseVcpu: h.databaseVcpu * scale,
        walMb: h.walMb * scale,
        writeIops: h.writeIops * scale,
      },
    ];
  });
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const serverCores = sum((l) => l.serverCores);
  const instances = Math.ceil(serverCores / TARGET_UTILISATION / CORES_PER_INSTANCE) + 1;
  const databaseVcpu = sum((l) => l.databaseVcpu);
  return {
    lines,
    serverCores,
    databaseVcpu,
    walMb: sum((l) => l.walMb),
    writeIops: sum((l) => l.writeIops),
    instances,
    databaseCores: Math.ceil(databaseVcpu / TARGET_UTILISATION),
    connections: instances * CORES_PER_INSTANCE * r.poolMax,
  };
}

export function exampleTable(r: SizingResults): string {
  const e = workedExample(r);
  const rows = e.lines.map((l) => [
    label(l.workload),
    whole(l.perSecond),
    fixed(l.serverCores, 2),
    fixed(l.databaseVcpu, 2),
    fixed(l.walMb, 2),
    whole(l.writeIops),
  ]);
  rows.push([
    "**total**",
    whole(e.lines.reduce((s, l) => s + l.perSecond, 0)),
    fixed(e.serverCores, 2),
    fixed(e.databaseVcpu, 2),
    fixed(e.walMb, 2),
    whole(e.writeIops),
  ]);
  const sizing = [
    `**${e.instances} instances** of ${CORES_PER_INSTANCE} cores (${fixed(e.serverCores, 2)} cores busy at the peak, at most ${whole(TARGET_UTILISATION * 100)} % of each, plus one to lose)`,
    `a **${e.databaseCores}-vCPU** PostgreSQL primary (${fixed(e.databaseVcpu, 2)} vCPU at the peak, at most ${whole(TARGET_UTILISATION * 100)} %) sustaining about **${whole(e.writeIops)} write IOPS** and ${fixed(e.walMb, 2)} MB/s of WAL`,
    `**${e.connections} connections** (${e.instances} instances x ${CORES_PER_INSTANCE} workers x pool ${r.poolMax}) against \`max_connections\` ${r.database.maxConnections}: ${e.connections + RESERVED_CONNECTIONS <= r.database.maxConnections ? "within it, with room for administration" : "past it, so through PgBouncer"}`,
  ];
  return `${table(["at the peak (computed)", "op/s", "server cores", "database vCPU", "WAL MB/s", "write IOPS"], rows)}\n\n${sizing.map((s) => `- ${s}`).join("\n")}`;
}
