-- RFC 9126 pushed authorization requests (lib/oauth/par/): each valid once for a minute.
ALTER TABLE "OAuthClient" ADD COLUMN "requirePushedAuthorizationRequests" BOOLEAN NOT NULL DEFAULT false;
-- An owner turning the requirement off on a reviewed client waits for an administrator.
ALTER TABLE "ClientChangeRequest" ADD COLUMN "dropsPushedRequirement" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PushedAuthorizationRequest" (
    "referenceHash" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "params" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushedAuthorizationRequest_pkey" PRIMARY KEY ("referenceHash")
);

-- CreateIndex
CREATE INDEX "PushedAuthorizationRequest_clientId_expiresAt_idx" ON "PushedAuthorizationRequest"("clientId", "expiresAt");

-- CreateIndex
CREATE INDEX "PushedAuthorizationRequest_expiresAt_idx" ON "PushedAuthorizationRequest"("expiresAt");
