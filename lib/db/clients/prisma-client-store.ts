// The client domain's store (lib/clients/ports.ts) on Prisma: each use case runs in one
// interactive transaction, and `lockClient` takes the row lock (SELECT ... FOR UPDATE) that
// serialises concurrent writes to one client.
import type { ClientStore } from "@/lib/clients/ports";
import { writeAudit } from "../audit-log";
import type { PrismaClient } from "../generated/client";
import { loadAuthorizationTraffic } from "./authorization-request-stats";
import { clientKeyRows } from "./client-key-rows";
import { clientRows } from "./client-rows";
import { noticeRows } from "./notice-rows";
import { deletedClientRows } from "./deleted-client-rows";
import { reviewRows } from "./review-rows";
import { riskRows } from "./risk-rows";

// Waiting for the row lock is expected when people click at once; the work itself is a few rows.
// Read committed, whatever the database's default: a decision that waited for a client row's lock
// must see what committed meanwhile (a grant a code exchange stored holding that lock is revoked
// with the client's other grants; under a snapshot taken earlier it would stay live).
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000, isolationLevel: "ReadCommitted" } as const;

export function createPrismaClientStore(prisma: PrismaClient): ClientStore {
  return {
    transaction: (work) =>
      prisma.$transaction(
        (tx) =>
          work({
            ...clientRows(tx),
            ...clientKeyRows(tx),
            ...deletedClientRows(tx),
            ...reviewRows(tx),
            ...riskRows(tx),
            ...noticeRows(tx),
            traffic: (id, now) => loadAuthorizationTraffic({ clientInternalId: id, now, db: tx }),
            writeAudit: (event) => writeAudit(event, tx),
          }),
        TRANSACTION_OPTIONS,
      ),
  };
}
