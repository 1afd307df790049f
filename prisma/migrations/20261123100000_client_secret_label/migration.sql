-- An optional name for a client secret, to tell two active secrets apart while rotating.
ALTER TABLE "ClientSecret" ADD COLUMN "label" TEXT;
