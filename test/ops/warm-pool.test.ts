// No cold start from the pool: after any idle period the request path's pool still holds
// WARM_CONNECTIONS open connections (pg's default closes every idle one after 10 s), so the first
// request after a quiet spell neither connects nor re-plans its named statements. The idle
// period is the pool's own timer, advanced by a fake clock: nothing here depends on speed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_POOL_LIMITS, WARM_CONNECTIONS, openPostgresPool, openSessionPool } from "@/lib/db/postgres-pools";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the request path's pool stays warm (PostgreSQL)", () => {
  afterEach(() => vi.useRealTimers());

  /** Opens `busy` connections at once, lets them idle for two minutes, and counts those left open. */
  async function openAfterIdle(pool: ReturnType<typeof openPostgresPool>, busy: number) {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const clients = await Promise.all(Array.from({ length: busy }, () => pool.connect()));
      for (const client of clients) client.release();
      expect(pool.totalCount).toBe(busy);
      await vi.advanceTimersByTimeAsync(120_000);
      return pool.totalCount;
    } finally {
      vi.useRealTimers();
      await pool.end();
    }
  }

  it(`keeps ${WARM_CONNECTIONS} connections open through two idle minutes, and closes the rest`, async () => {
    const pool = openPostgresPool(serverUrl!, DEFAULT_POOL_LIMITS, "none", () => {});
    expect(await openAfterIdle(pool, 5)).toBe(WARM_CONNECTIONS);
  });

  it("keeps none of the session pool's (nothing on a request's path waits for them)", async () => {
    const pool = openSessionPool(serverUrl!, DEFAULT_POOL_LIMITS, () => {});
    expect(await openAfterIdle(pool, 2)).toBe(0);
  });
});
