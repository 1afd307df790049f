// CPU time per request, by who spent it: the server's processes, PostgreSQL's and the load
// generator's. On a shared machine req/s swings with the neighbours' load; the CPU a request
// costs moves far less, so it is what shows whether a change made a request cheaper.
// Read from /proc (Linux); elsewhere the figures are absent.
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** Linux reports process CPU in clock ticks of 1/100 s (USER_HZ) on every architecture we run on. */
const TICK_MS = 10;

type ProcessStat = { pid: number; ppid: number; name: string; cpuMs: number };

/** A PostgreSQL backend's title names its database: "postgres: <user> <database> <client> <state>". */
function servesDatabase(pid: number, database: string): boolean {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\u0000", " ");
    return title.split(" ").includes(database);
  } catch {
    return false;
  }
}

function readStat(pid: string): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = text.lastIndexOf(")");
    const fields = text.slice(close + 2).split(" ");
    // After the name: state (0), ppid (1), ..., utime (11), stime (12), then cutime (13) and
    // cstime (14): the CPU of children it has reaped. A PostgreSQL backend that exits during a run
    // (a pool closing an idle connection) is no longer listed, but its CPU is in the postmaster's.
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      name: text.slice(text.indexOf("(") + 1, close),
      cpuMs: ticks * TICK_MS,
    };
  } catch {
    return null; // exited between listing and reading
  }
}

function allProcesses(): ProcessStat[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(readStat)
    .filter((stat): stat is ProcessStat => stat !== null);
}

export type CpuSample = {
  serverMs: number;
  /** CPU so far of each database-side process (PostgreSQL's backends of the database, a pooler), by pid. */
  databaseMs: ReadonlyMap<number, number>;
  loadGeneratorMs: number;
};

/**
 * Snapshots CPU spent so far by `serverPid` and its descendants, and by the PostgreSQL backends
 * serving `database` (other databases' backends on a shared server are someone else's work; with
 * no database, none is counted), with `databaseSide` (a pooler in front of it) counted as the
 * database's. Each process is counted by pid (cpuPerRequest), so a backend whose connection
 * closed during the run takes only its own work out of the figure, not the whole history it
 * brought (the pools close a connection idle 10 s: after a workload's set-up, say).
 */
export function cpuSampler(
  serverPid: number | undefined,
  database: string | undefined,
  databaseSide: readonly number[] = [],
): (() => CpuSample) | undefined {
  if (serverPid === undefined || !existsSync("/proc/self/stat")) return undefined;
  return () => {
    const processes = allProcesses();
    const tree = new Set([serverPid]);
    // Parents are listed before their children often but not always: repeat until stable.
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of processes) {
        if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
        tree.add(p.pid);
        grew = true;
      }
    }
    const own = process.cpuUsage();
    return {
      serverMs: processes.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.cpuMs, 0),
      databaseMs: new Map(
        processes
          .filter(
            (p) =>
              databaseSide.includes(p.pid) ||
              (database !== undefined && p.name.startsWith("postgres") && servesDatabase(p.pid, database)),
          )
          .map((p) => [p.pid, p.cpuMs]),
      ),
      loadGeneratorMs: (own.user + own.system) / 1000,
    };
  };
}

export type CpuPerRequest = { serverCpuMs: number; databaseCpuMs: number; loadGeneratorCpuMs: number };

export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuPerRequest {
  const per = (ms: number) => (requests > 0 ? Math.max(0, ms) / requests : 0);
  return {
    serverCpuMs: per(after.serverMs - before.serverMs),
    databaseCpuMs: per(databaseWork(before.databaseMs, after.databaseMs)),
    loadGeneratorCpuMs: per(after.loadGeneratorMs - before.loadGeneratorMs),
  };
}

/** What the database side did between two samples: each process's growth, a new one's all. */
function databaseWork(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let ms = 0;
  for (const [pid, cpuMs] of after) ms += Math.max(0, cpuMs - (before.get(pid) ?? 0));
  return ms;
}
