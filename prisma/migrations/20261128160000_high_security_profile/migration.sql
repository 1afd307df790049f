-- The per-client "high security" profile (lib/oauth/security-profile.ts).
ALTER TABLE "OAuthClient" ADD COLUMN "highSecurity" BOOLEAN NOT NULL DEFAULT false;
