-- CreateTable
CREATE TABLE "ConsentTicket" (
    "ticketHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsentTicket_pkey" PRIMARY KEY ("ticketHash")
);

-- CreateIndex
CREATE INDEX "ConsentTicket_userId_expiresAt_idx" ON "ConsentTicket"("userId", "expiresAt");

-- CreateIndex
CREATE INDEX "ConsentTicket_expiresAt_idx" ON "ConsentTicket"("expiresAt");
