-- OpenID Connect: the authentication request's nonce and the sign-in (time, session) travel from
-- the authorization code to the grant, so ID tokens from the exchange and from every refresh name
-- the same sign-in; clients register post-logout redirect URIs (reviewed like redirect URIs).

-- AlterTable
ALTER TABLE "OAuthClient" ADD COLUMN "postLogoutRedirectUris" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "AuthorizationCode" ADD COLUMN "nonce" TEXT,
ADD COLUMN "authTime" TIMESTAMP(3),
ADD COLUMN "sessionSid" TEXT;

-- AlterTable
ALTER TABLE "Grant" ADD COLUMN "authTime" TIMESTAMP(3),
ADD COLUMN "sessionSid" TEXT;

-- AlterTable
ALTER TABLE "ClientChangeRequest" ADD COLUMN "addedPostLogoutRedirectUris" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "removedPostLogoutRedirectUris" TEXT[] DEFAULT ARRAY[]::TEXT[];
