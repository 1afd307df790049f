-- App details (name, description, links) an owner proposes for a reviewed client, waiting in the
-- client's one pending change request: only the fields that differ from the live details.
ALTER TABLE "ClientChangeRequest" ADD COLUMN "proposedDetails" JSONB;
