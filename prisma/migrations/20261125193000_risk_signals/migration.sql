-- Risk signals: what was true when a client or change was submitted (look-alike names, redirect
-- hosts, broad scopes, policy links), kept with it for the reviewer. NULL: submitted before.
-- The decision history lists administrators' decisions across clients, newest first.

-- AlterTable
ALTER TABLE "OAuthClient" ADD COLUMN "riskSignals" JSONB;

-- AlterTable
ALTER TABLE "ClientChangeRequest" ADD COLUMN "riskSignals" JSONB;

-- CreateIndex
CREATE INDEX "AuditLog_eventType_createdAt_idx" ON "AuditLog"("eventType", "createdAt");
