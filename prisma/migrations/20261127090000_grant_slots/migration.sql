-- At most 10 live grants per user and client (MAX_LIVE_GRANTS_PER_USER_AND_CLIENT): a grant made
-- by a code exchange holds one of 10 numbered slots of its user and client, and the unique index
-- on (user, client, slot) lets no two grants hold the same one, however many exchanges run at
-- once (lib/db/oauth/grant-slots.ts). A grant whose slot is null holds none.
ALTER TABLE "Grant" ADD COLUMN "slot" INTEGER;

-- The live grants already held: the newest 10 of each user and client take slots 0-9; the others
-- are revoked, with their refresh tokens, as an exchange now revokes the oldest.
WITH ranked AS (
  SELECT id, (row_number() OVER (PARTITION BY "userId", "clientId" ORDER BY "createdAt" DESC, id DESC) - 1)::int AS place
  FROM "Grant" WHERE "revokedAt" IS NULL
), placed AS (
  UPDATE "Grant" AS g SET "slot" = ranked.place FROM ranked WHERE g.id = ranked.id AND ranked.place < 10
), revoked AS (
  UPDATE "Grant" AS g
  SET "revokedAt" = (CURRENT_TIMESTAMP AT TIME ZONE 'UTC')::timestamp(3), "revokedReason" = 'superseded_by_newer_grant'
  FROM ranked WHERE g.id = ranked.id AND ranked.place >= 10
  RETURNING g.id
)
UPDATE "RefreshToken" SET "revokedAt" = (CURRENT_TIMESTAMP AT TIME ZONE 'UTC')::timestamp(3)
WHERE "grantId" IN (SELECT id FROM revoked) AND "revokedAt" IS NULL;

CREATE UNIQUE INDEX "Grant_userId_clientId_slot_key" ON "Grant"("userId", "clientId", "slot");
