-- CreateEnum
CREATE TYPE "ClientChangeStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'SUPERSEDED');

-- AlterTable
ALTER TABLE "OAuthClient" ADD COLUMN     "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Backfill (by hand): clients that existed before this migration entered review when created.
UPDATE "OAuthClient" SET "submittedAt" = "createdAt";

-- CreateTable
CREATE TABLE "ClientChangeRequest" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "requestedById" TEXT,
    "addedScopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "addedRedirectUris" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "removedScopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "removedRedirectUris" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "ClientChangeStatus" NOT NULL DEFAULT 'PENDING',
    "reviewNote" TEXT,
    "reviewedById" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientChangeRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClientChangeRequest_clientId_status_idx" ON "ClientChangeRequest"("clientId", "status");

-- CreateIndex
CREATE INDEX "ClientChangeRequest_status_createdAt_idx" ON "ClientChangeRequest"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "ClientChangeRequest" ADD CONSTRAINT "ClientChangeRequest_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientChangeRequest" ADD CONSTRAINT "ClientChangeRequest_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientChangeRequest" ADD CONSTRAINT "ClientChangeRequest_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
