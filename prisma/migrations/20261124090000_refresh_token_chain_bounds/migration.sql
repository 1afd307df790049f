-- Refresh-token chains: the generation bounds the retired rows kept per grant, and the chain
-- window carries the per-grant refresh ceiling from each token to its successor.
ALTER TABLE "RefreshToken" ADD COLUMN "generation" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "RefreshToken" ADD COLUMN "chainWindowStartedAt" TIMESTAMP(3);
ALTER TABLE "RefreshToken" ADD COLUMN "chainWindowRefreshes" INTEGER NOT NULL DEFAULT 0;
-- A token's successor is found by its derived hash, not by parentId, which stays as lineage only:
-- without the self-reference, deleting old generations touches no other row (no lock to wait for).
ALTER TABLE "RefreshToken" DROP CONSTRAINT "RefreshToken_parentId_fkey";
DROP INDEX "RefreshToken_parentId_idx";
