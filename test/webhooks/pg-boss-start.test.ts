// Starting the PostgreSQL job queue: a start that failed (the database away for a moment) is tried
// again from scratch, and processes starting together take turns (PostgreSQL only: the embedded
// database runs deliveries in process, without pg-boss).
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { createPgBossQueue, oneStartAtATime } from "@/lib/server/webhooks/pg-boss-queue";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const due = () => [{ deliveryId: `d-${Math.random()}`, attempt: 1, at: new Date() }];
const jobs = async () =>
  Number((await ctx.db.pool!.query("SELECT count(*) AS n FROM pgboss.job WHERE name = 'webhook-delivery'")).rows[0].n);

describe.skipIf(!onPostgres)("starting pg-boss", () => {
  it("tries a start that failed again from the beginning, and installs its schema then", async () => {
    const pool = ctx.db.pool!;
    let failuresLeft = 1;
    // The first statement of the first start fails, as when the database drops the connection.
    const flaky = new Proxy(pool, {
      get(target, key) {
        if (key === "query")
          return (...args: Parameters<pg.Pool["query"]>) => {
            if (failuresLeft > 0) {
              failuresLeft--;
              return Promise.reject(new Error("Connection terminated unexpectedly"));
            }
            return (target.query as (...a: unknown[]) => unknown)(...args);
          };
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const queue = createPgBossQueue({ jobs: flaky, sessions: ctx.db.session });
    const insert = (sql: string, values?: unknown[]) => pool.query(sql, values).then((r) => r.rows);
    await expect(queue.enqueue({ query: insert } as never, due())).rejects.toThrow("Connection terminated");
    await queue.enqueue({ query: insert } as never, due());
    expect(await jobs()).toBe(1);
    await queue.stop();
  });

  it("lets one process start at a time: a start waits while another holds the turn", async () => {
    const order: string[] = [];
    let releaseHolder!: () => void;
    const holding = oneStartAtATime(ctx.db.session, async () => {
      order.push("first in");
      await new Promise<void>((resolve) => (releaseHolder = resolve));
      order.push("first out");
    });
    await expect.poll(() => order.length).toBe(1);
    const second = oneStartAtATime(ctx.db.session, async () => {
      order.push("second in");
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(["first in"]);
    releaseHolder();
    await Promise.all([holding, second]);
    expect(order).toEqual(["first in", "first out", "second in"]);
  });
});
