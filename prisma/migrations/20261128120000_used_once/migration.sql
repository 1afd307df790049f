-- Single-use identifiers (DPoP proofs' and client assertions' jti) remembered until they expire.

-- CreateTable
CREATE TABLE "UsedOnce" (
    "kind" TEXT NOT NULL,
    "idHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UsedOnce_pkey" PRIMARY KEY ("kind","idHash")
);

-- CreateIndex
CREATE INDEX "UsedOnce_expiresAt_idx" ON "UsedOnce"("expiresAt");
