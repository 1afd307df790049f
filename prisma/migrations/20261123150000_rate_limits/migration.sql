-- Rate-limit counters shared by every server process (rate-limiter-flexible's Prisma store).
CREATE TABLE "RateLimiterFlexible" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3),

    CONSTRAINT "RateLimiterFlexible_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "RateLimiterFlexible_expire_idx" ON "RateLimiterFlexible"("expire");
