-- Agent-ready clients: RFC 8707 resource indicators on codes and grants, clients identified by a
-- Client ID Metadata Document, and resource servers that introspect the tokens of their resource.

-- AlterTable
ALTER TABLE "AuthorizationCode" ADD COLUMN "resource" TEXT;

-- AlterTable
ALTER TABLE "Grant" ADD COLUMN "resource" TEXT;

-- AlterTable
ALTER TABLE "OAuthClient" ADD COLUMN "metadataDocument" JSONB,
ADD COLUMN "metadataCachedUntil" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ResourceServer" (
    "id" TEXT NOT NULL,
    "credentialId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "secretHint" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ResourceServer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ResourceServer_credentialId_key" ON "ResourceServer"("credentialId");
