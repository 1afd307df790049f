// Before each measured run, the machine's own work from what came before has to have ended: the
// exchange's codes are minted through a minute of consent pages, and PostgreSQL's autovacuum, the
// servers' garbage collection and the batched usage writes go on after it. A run started at once
// pays for that work: whichever run comes first after it, the workload's or the floor's.
// Read from /proc/stat (Linux); elsewhere there is nothing to wait for.
import { existsSync, readFileSync } from "node:fs";

/** Jiffies the machine's CPUs spent busy and in all, since boot (steal is another machine's). */
export type CpuTimes = { busy: number; total: number };

/** The aggregate "cpu" line of /proc/stat: user nice system idle iowait irq softirq steal ... */
export function parseProcStat(text: string): CpuTimes | undefined {
  const line = text.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq] = line.trim().split(/\s+/).slice(1, 8).map(Number);
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, total: busy + idle! + iowait! };
}

/** The share of the machine's CPU that was busy between two readings (0 when no time passed). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

export type QuietOptions = {
  /** Busy share of the whole machine under which it counts as quiet. */
  threshold: number;
  /** Length of each look. */
  windowMs: number;
  /** Waits no longer than this; a machine that never quietens is someone else's load. */
  maxMs: number;
  read?: () => CpuTimes | undefined;
  sleep?: (ms: number) => Promise<void>;
};

const readProcStat = () => (existsSync("/proc/stat") ? parseProcStat(readFileSync("/proc/stat", "utf8")) : undefined);

/** Waits until one window's busy share is under the threshold; returns the time waited and whether it got there. */
export async function waitForQuiet(options: QuietOptions): Promise<{ waitedMs: number; quiet: boolean }> {
  const read = options.read ?? readProcStat;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let waitedMs = 0;
  let before = read();
  if (before === undefined) return { waitedMs, quiet: true };
  while (waitedMs < options.maxMs) {
    await sleep(options.windowMs);
    waitedMs += options.windowMs;
    const after = read();
    if (after === undefined) return { waitedMs, quiet: true };
    if (busyShare(before, after) < options.threshold) return { waitedMs, quiet: true };
    before = after;
  }
  return { waitedMs, quiet: false };
}
