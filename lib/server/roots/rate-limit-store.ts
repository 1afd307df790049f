// Where the rate limits count: Redis when REDIS_URL is set, else the database (the embedded one or
// PostgreSQL). The limiter (../rate-limit/rate-limiter.ts) asks for one store per limit and keeps it.
import { Redis } from "ioredis";
import { type IRateLimiterStoreOptions, type RateLimiterAbstract, RateLimiterRedis } from "rate-limiter-flexible";
import { prismaRateLimiter } from "@/lib/db/rate-limit/prisma-rate-limiter";
import { getLogger } from "@/lib/observability/logger";
import { getConfig } from "./config";
import { appPrisma } from "./database";

export type RateLimitStoreOptions = Omit<IRateLimiterStoreOptions, "storeClient" | "tableName">;

const slot = globalThis as unknown as {
  __rateLimitRedis?: Redis;
  __rateLimitRedisReady?: Promise<Redis>;
};

/** How long a new process waits for Redis before its first count; past it, the insurance counts. */
const REDIS_READY_WAIT_MS = 2000;

/**
 * One connection per process. Commands are not queued while it is down (the insurance limiter
 * answers at once instead), so a command sent before the first connection is up would fail and be
 * counted in this process only: the first limiter waits, briefly, for the connection.
 */
function redisClient(url: string): Promise<Redis> {
  if (!slot.__rateLimitRedis || !slot.__rateLimitRedisReady) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let down = false;
    client.on("error", (err: Error) => {
      if (!down) getLogger().warn({ err }, "Redis unreachable: rate limits are counted per process until it is back");
      down = true;
    });
    client.on("ready", () => {
      if (down) getLogger().info("Redis reachable again: rate limits are shared again");
      down = false;
    });
    slot.__rateLimitRedis = client;
    slot.__rateLimitRedisReady = new Promise<Redis>((resolve) => {
      client.once("ready", () => resolve(client));
      client.once("end", () => resolve(client));
      setTimeout(() => resolve(client), REDIS_READY_WAIT_MS).unref();
    });
  }
  return slot.__rateLimitRedisReady;
}

/** A limiter on the configured shared store. */
export async function rateLimitStore(options: RateLimitStoreOptions): Promise<RateLimiterAbstract> {
  const { redisUrl } = getConfig();
  if (redisUrl) return new RateLimiterRedis({ ...options, storeClient: await redisClient(redisUrl) });
  return prismaRateLimiter(await appPrisma(), options);
}
