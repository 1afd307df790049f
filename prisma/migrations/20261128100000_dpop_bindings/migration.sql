-- DPoP (RFC 9449): the key an authorization code was bound to by `dpop_jkt`, and the key a public
-- client's refresh tokens are bound to, as RFC 7638 thumbprints. Null: not bound.
ALTER TABLE "AuthorizationCode" ADD COLUMN "dpopJkt" TEXT;
ALTER TABLE "Grant" ADD COLUMN "dpopJkt" TEXT;

-- RFC 9449 s5.2 `dpop_bound_access_tokens` per client ("DPoP required"), and the same setting
-- waiting in a change request for an administrator's review.
ALTER TABLE "OAuthClient" ADD COLUMN "dpopBoundAccessTokens" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "ClientChangeRequest" ADD COLUMN "proposedDpopBoundAccessTokens" BOOLEAN;
