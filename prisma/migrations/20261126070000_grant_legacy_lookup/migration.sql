-- Each code exchange revokes the user's earlier live legacy grants of the client. With an index on
-- (userId, clientId) alone it read every grant the user holds of the client; this one, which still
-- serves every lookup by user and client, leads straight to the live legacy ones.

-- DropIndex
DROP INDEX "Grant_userId_clientId_idx";

-- CreateIndex
CREATE INDEX "Grant_userId_clientId_legacyUnrestricted_revokedAt_idx" ON "Grant"("userId", "clientId", "legacyUnrestricted", "revokedAt");
