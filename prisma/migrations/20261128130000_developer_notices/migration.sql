-- Developers are told: a notice for the owner, written with each administrator decision on their
-- client or change request, shown in the portal until dismissed.

-- CreateTable
CREATE TABLE "DeveloperNotice" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" TIMESTAMP(3),

    CONSTRAINT "DeveloperNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeveloperNotice_userId_dismissedAt_idx" ON "DeveloperNotice"("userId", "dismissedAt");

-- CreateIndex
CREATE INDEX "DeveloperNotice_clientId_idx" ON "DeveloperNotice"("clientId");

-- AddForeignKey
ALTER TABLE "DeveloperNotice" ADD CONSTRAINT "DeveloperNotice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeveloperNotice" ADD CONSTRAINT "DeveloperNotice_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
