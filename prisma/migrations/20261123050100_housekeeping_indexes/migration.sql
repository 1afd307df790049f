-- Housekeeping deletes by age: expired refresh tokens, tokens of revoked grants, old audit rows
-- and old authorization-request records.
CREATE INDEX "RefreshToken_expiresAt_idx" ON "RefreshToken"("expiresAt");
CREATE INDEX "Grant_revokedAt_idx" ON "Grant"("revokedAt");
CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt");
CREATE INDEX "AuthorizationRequestLog_createdAt_idx" ON "AuthorizationRequestLog"("createdAt");
