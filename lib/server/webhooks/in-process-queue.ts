// The job port on the embedded database (PGlite: one process, one connection): no job rows of
// its own - the delivery rows are the queue. A poller claims due rows with one conditional
// UPDATE (FOR UPDATE SKIP LOCKED, see lib/db/webhooks/prisma-delivery-store.ts) and keeps up to
// `concurrency` attempts in flight, so one hanging receiver never holds the others back.
// Why not pg-boss here: docs/architecture.md ("Webhook deliveries").
import type { DeliveryQueue, DeliveryWorker } from "./delivery-queue";

export interface InProcessOptions {
  readonly pollMs: number;
  readonly concurrency: number;
}

export const IN_PROCESS_DEFAULTS: InProcessOptions = { pollMs: 1_000, concurrency: 8 };

export function createInProcessQueue(options: InProcessOptions = IN_PROCESS_DEFAULTS): DeliveryQueue {
  let running = false;
  let loop: Promise<void> | null = null;
  let poke: (() => void) | null = null;
  // A wake-up that came while the poller was busy: the next pause ends at once.
  let woken = false;
  const wake = () => {
    woken = true;
    poke?.();
  };
  const inFlight = new Set<Promise<void>>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        poke = null;
        woken = false;
        resolve();
      }
      poke = done;
    });

  async function run(worker: DeliveryWorker) {
    while (running) {
      const free = options.concurrency - inFlight.size;
      let claimed: Awaited<ReturnType<DeliveryWorker["claimDue"]>> = [];
      if (free > 0) {
        try {
          claimed = await worker.claimDue(free);
        } catch (error) {
          worker.onError(error);
        }
      }
      for (const delivery of claimed) {
        const task: Promise<void> = worker
          .handle(delivery)
          .catch(worker.onError)
          .finally(() => {
            inFlight.delete(task);
            wake();
          });
        inFlight.add(task);
      }
      // Full, or nothing due: wait for a finished attempt, a wake-up or the next poll.
      if (claimed.length === 0 || inFlight.size >= options.concurrency) await pause(options.pollMs);
    }
  }

  return {
    kind: "in-process",
    // The delivery rows written in the transaction are the jobs.
    enqueue: async () => {},
    wake,
    async start(worker) {
      if (running) return;
      running = true;
      loop = run(worker);
    },
    async stop() {
      running = false;
      wake();
      await loop;
      await Promise.all(inFlight);
    },
  };
}
