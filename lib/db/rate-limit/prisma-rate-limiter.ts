// Rate-limit counters in the database (rate-limiter-flexible's Prisma store): the default shared
// store, on the embedded database and on PostgreSQL alike.
import { type IRateLimiterStoreOptions, RateLimiterPrisma } from "rate-limiter-flexible";
import type { PrismaClient } from "../generated/client";

export function prismaRateLimiter(
  prisma: PrismaClient,
  options: Omit<IRateLimiterStoreOptions, "storeClient" | "tableName">,
): RateLimiterPrisma {
  // The store addresses the model through the client's property of that name.
  return new RateLimiterPrisma({ ...options, storeClient: prisma, tableName: "rateLimiterFlexible" });
}
