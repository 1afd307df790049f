-- A deleted OAuth client stays restorable by its owner for 30 days: its row and its secrets'
-- hashes are kept here until then (its grants and tokens are gone with it).
CREATE TABLE "DeletedClient" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "client" JSONB NOT NULL,
    "secrets" JSONB NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL,
    "restorableUntil" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeletedClient_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "DeletedClient_clientId_key" ON "DeletedClient"("clientId");
CREATE INDEX "DeletedClient_ownerId_idx" ON "DeletedClient"("ownerId");
CREATE INDEX "DeletedClient_restorableUntil_idx" ON "DeletedClient"("restorableUntil");

ALTER TABLE "DeletedClient" ADD CONSTRAINT "DeletedClient_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
