-- When an access token of the grant last reached the API, for the authorized-apps page.
ALTER TABLE "Grant" ADD COLUMN "lastUsedAt" TIMESTAMP(3);
