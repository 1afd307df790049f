-- Token requests counted per client, UTC day, outcome and failure reason when they happen, for the
-- portal's activity view; and a rolled client secret's expiry, enforced at the token endpoint.

-- AlterTable
ALTER TABLE "ClientSecret" ADD COLUMN "expiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "ClientSecret_expiresAt_idx" ON "ClientSecret"("expiresAt");

-- CreateTable
CREATE TABLE "ClientTokenActivity" (
    "clientId" TEXT NOT NULL,
    "day" TIMESTAMP(3) NOT NULL,
    "outcome" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "count" INTEGER NOT NULL DEFAULT 0,
    "lastAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClientTokenActivity_pkey" PRIMARY KEY ("clientId","day","outcome","reason")
);

-- CreateIndex
CREATE INDEX "ClientTokenActivity_day_idx" ON "ClientTokenActivity"("day");

-- AddForeignKey
ALTER TABLE "ClientTokenActivity" ADD CONSTRAINT "ClientTokenActivity_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
