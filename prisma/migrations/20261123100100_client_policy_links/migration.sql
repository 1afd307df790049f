-- Privacy-policy and terms-of-service links of an app, for the consent screen.
ALTER TABLE "OAuthClient" ADD COLUMN "privacyPolicyUrl" TEXT;
ALTER TABLE "OAuthClient" ADD COLUMN "termsOfServiceUrl" TEXT;
