-- Rich Authorization Requests (RFC 9396): the details a code and a grant carry, and the use
-- counters of details with max_uses (lib/oauth/authorization-details/).
ALTER TABLE "AuthorizationCode" ADD COLUMN "authorizationDetails" JSONB;
ALTER TABLE "Grant" ADD COLUMN "authorizationDetails" JSONB;

-- CreateTable
CREATE TABLE "GrantDetailUse" (
    "grantId" TEXT NOT NULL,
    "detailIndex" INTEGER NOT NULL,
    "uses" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "GrantDetailUse_pkey" PRIMARY KEY ("grantId","detailIndex")
);

-- AddForeignKey
ALTER TABLE "GrantDetailUse" ADD CONSTRAINT "GrantDetailUse_grantId_fkey" FOREIGN KEY ("grantId") REFERENCES "Grant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
