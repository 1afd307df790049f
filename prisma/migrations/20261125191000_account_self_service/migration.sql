-- Account self-service: sessions show their device and last activity; forgotten-password links;
-- per grant, scope and day counts of what an app read and changed.

-- AlterTable
ALTER TABLE "UserSession" ADD COLUMN "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "userAgent" TEXT;

-- CreateTable
CREATE TABLE "PasswordReset" (
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "PasswordReset_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "PasswordReset_userId_idx" ON "PasswordReset"("userId");

-- CreateIndex
CREATE INDEX "PasswordReset_expiresAt_idx" ON "PasswordReset"("expiresAt");

-- AddForeignKey
ALTER TABLE "PasswordReset" ADD CONSTRAINT "PasswordReset_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "GrantScopeUsage" (
    "grantId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "day" TIMESTAMP(3) NOT NULL,
    "reads" INTEGER NOT NULL DEFAULT 0,
    "changes" INTEGER NOT NULL DEFAULT 0,
    "lastAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GrantScopeUsage_pkey" PRIMARY KEY ("grantId","scope","day")
);

-- CreateIndex
CREATE INDEX "GrantScopeUsage_day_idx" ON "GrantScopeUsage"("day");

-- AddForeignKey
ALTER TABLE "GrantScopeUsage" ADD CONSTRAINT "GrantScopeUsage_grantId_fkey" FOREIGN KEY ("grantId") REFERENCES "Grant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
