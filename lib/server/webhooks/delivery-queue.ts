// The job port as the server runs it: the enqueue side (DeliveryJobs, used by the stores inside
// their transactions) and the worker side, which takes due attempts - each exactly once across
// every process - and hands them to the delivery use case.
import type { ClaimedDelivery, DeliveryJobs } from "@/lib/webhooks/ports";

export interface DeliveryWorker {
  /** Claims up to `limit` due deliveries (the in-process runner polls with this). */
  claimDue(limit: number): Promise<ClaimedDelivery[]>;
  /**
   * Claims up to `limit` deliveries whose attempt is overdue by more than `graceMs` (due and not
   * taken, or claimed by a sender that died): the pg-boss sweep's safety net for a lost job.
   */
  claimOverdue(limit: number, graceMs: number): Promise<ClaimedDelivery[]>;
  /** Claims one delivery for one attempt (pg-boss jobs name the attempt). */
  claimAttempt(deliveryId: string, attempt: number): Promise<ClaimedDelivery | null>;
  /** Makes the attempt and records its outcome. */
  handle(claimed: ClaimedDelivery): Promise<void>;
  /** A failure of the queue itself (database away): logged, then tried again. */
  onError(error: unknown): void;
}

export interface DeliveryQueue extends DeliveryJobs {
  readonly kind: "pg-boss" | "in-process";
  start(worker: DeliveryWorker): Promise<void>;
  /** Stops taking attempts and waits for those in flight. */
  stop(): Promise<void>;
}

/** How long a claim holds: the 10 s send and recording it, with a wide margin. */
export const CLAIM_LOCK_MS = 60_000;
