// /healthz, /readyz and /metrics route handlers against a real (PGlite or PostgreSQL) database.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as healthz } from "@/app/healthz/route";
import { GET as metrics } from "@/app/metrics/route";
import { GET as readyz } from "@/app/readyz/route";
import { installDatabase } from "@/lib/db/db";
import { getMetrics } from "@/lib/observability/metrics";
import { getSigningKeys } from "@/lib/server/roots/signing-keys";
import { withTestDatabase } from "@/test/test-database";

const ctx = withTestDatabase();
// A server creates its first signing key while it starts, before anyone asks whether it is ready;
// on a busy machine that creation alone can take longer than the readiness check's 2 s bound.
beforeAll(async () => {
  await getSigningKeys();
});

afterEach(() => {
  installDatabase(ctx.db);
  delete process.env.METRICS_TOKEN;
  (globalThis as { __oauthShuttingDown?: boolean }).__oauthShuttingDown = undefined;
});

describe("GET /healthz", () => {
  it("answers 200 with a build id and nothing else, without touching the database", async () => {
    installDatabase({
      ...ctx.db,
      sql: {
        holdsSessions: true,
        withConnection: () => Promise.reject(new Error("no database")),
        close: async () => {},
      },
    });
    const res = healthz();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["build", "status"]);
    expect(body.status).toBe("ok");
  });
});

describe("GET /readyz", () => {
  it("is ready when the database answers, migrations are applied and a signing key is loaded", async () => {
    const res = await readyz();
    const body = await res.json();
    expect({ status: res.status, checks: body.checks }).toMatchObject({ status: 200 });
    expect(body).toMatchObject({
      status: "ready",
      // A single process is its own only worker: no primary to ask.
      checks: { accepting: "ok", database: "ok", migrations: "ok", signingKey: "ok", workers: "ok" },
    });
  });

  it("answers 503 naming the database when it cannot be reached, without the error's text", async () => {
    installDatabase({
      ...ctx.db,
      sql: {
        holdsSessions: true,
        withConnection: () => Promise.reject(new Error("connect ECONNREFUSED secret-host:5432")),
        close: async () => {},
      },
    });
    const res = await readyz();
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ status: "not_ready", checks: { database: "failed", signingKey: "ok" } });
    expect(text).not.toContain("secret-host");
  });

  it("answers 503 when a migration of this build is missing from the database", async () => {
    await ctx.db.sql.withConnection((c) =>
      c.exec(
        `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = (SELECT max(migration_name) FROM "_prisma_migrations")`,
      ),
    );
    try {
      const res = await readyz();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ checks: { migrations: "failed", database: "ok" } });
    } finally {
      await ctx.db.sql.withConnection((c) => c.exec(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL`));
    }
  });

  it("answers 503 while the process drains for shutdown", async () => {
    (globalThis as { __oauthShuttingDown?: boolean }).__oauthShuttingDown = true;
    const res = await readyz();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ checks: { accepting: "failed" } });
  });
});

describe("GET /metrics", () => {
  const get = (authorization?: string) =>
    metrics(new Request("http://localhost/metrics", { headers: authorization ? { authorization } : {} }));

  it("does not exist without METRICS_TOKEN", async () => {
    expect((await get("Bearer x")).status).toBe(404);
  });

  it("refuses a caller without the token", async () => {
    process.env.METRICS_TOKEN = "metrics-token-for-tests";
    const res = await get("Bearer wrong");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("serves Prometheus text to the token holder", async () => {
    process.env.METRICS_TOKEN = "metrics-token-for-tests";
    getMetrics().tokensIssued.inc({ grant_type: "authorization_code", client_id: "demo-public-app" });
    const res = await get("Bearer metrics-token-for-tests");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain('oauth_tokens_issued_total{grant_type="authorization_code",client_id="demo-public-app"} 1');
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
  });
});
