-- A deleted client keeps its registered public keys for its restore.
ALTER TABLE "DeletedClient" ADD COLUMN "keys" JSONB NOT NULL DEFAULT '[]';
