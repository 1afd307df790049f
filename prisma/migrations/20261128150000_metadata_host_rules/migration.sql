-- Trusted agent hosts (lib/oauth/client-metadata/host-rules/): administrators allow or deny the hosts
-- that serve Client ID Metadata Documents.
CREATE TYPE "MetadataHostEffect" AS ENUM ('ALLOW', 'DENY');

-- CreateTable
CREATE TABLE "MetadataHostRule" (
    "id" TEXT NOT NULL,
    "pattern" TEXT NOT NULL,
    "effect" "MetadataHostEffect" NOT NULL,
    "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reason" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MetadataHostRule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MetadataHostRule_pattern_key" ON "MetadataHostRule"("pattern");

-- The rule that applied when a metadata document was first seen (the review queue shows it).
ALTER TABLE "OAuthClient" ADD COLUMN "metadataHostRule" TEXT;

-- The redirect URI each grant's code went to: one installation's grants are revoked without the others'.
ALTER TABLE "Grant" ADD COLUMN "redirectUri" TEXT;
