-- Public keys clients register for private_key_jwt client authentication (RFC 7523), and the URL
-- where a client may publish them instead (jwks_uri).

-- AlterTable
ALTER TABLE "OAuthClient" ADD COLUMN "jwksUri" TEXT;

-- CreateTable
CREATE TABLE "ClientKey" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "kid" TEXT NOT NULL,
    "alg" TEXT,
    "jwk" JSONB NOT NULL,
    "thumbprint" TEXT NOT NULL,
    "label" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "ClientKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClientKey_clientId_thumbprint_key" ON "ClientKey"("clientId", "thumbprint");

-- CreateIndex
CREATE UNIQUE INDEX "ClientKey_clientId_kid_key" ON "ClientKey"("clientId", "kid");

-- AddForeignKey
ALTER TABLE "ClientKey" ADD CONSTRAINT "ClientKey_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
