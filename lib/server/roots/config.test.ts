import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

const tmp = () => mkdtempSync(path.join(tmpdir(), "oauth-config-"));

describe("configuration", () => {
  it("starts without any variables: development, embedded database, generated secret kept on disk", () => {
    const dir = tmp();
    const first = parseConfig({ DATA_DIR: dir });
    expect(first.appEnv).toBe("development");
    expect(first.databaseUrl).toBeUndefined();
    expect(first.authUrl).toBe("http://localhost:3000");
    expect(first.baseUrl).toBe("http://localhost:3000");
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first.authSecret);
    expect(parseConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
    expect(first.seedDemoData).toBe(true);
  });

  it("remembers consent by default; REMEMBER_CONSENT=off asks every time", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).rememberConsent).toBe(true);
    expect(parseConfig({ DATA_DIR: tmp(), REMEMBER_CONSENT: "off" }).rememberConsent).toBe(false);
  });

  it("leaves DPoP optional and nonces off by default; each turns on with on, and refuses anything else", () => {
    const plain = parseConfig({ DATA_DIR: tmp() });
    expect([plain.requireDpopForPublicClients, plain.dpopNonces]).toEqual([false, false]);
    const strict = parseConfig({ DATA_DIR: tmp(), REQUIRE_DPOP_FOR_PUBLIC_CLIENTS: "on", DPOP_NONCES: "on" });
    expect([strict.requireDpopForPublicClients, strict.dpopNonces]).toEqual([true, true]);
    expect(() => parseConfig({ DATA_DIR: tmp(), DPOP_NONCES: "yes" })).toThrow(/DPOP_NONCES/);
    expect(() => parseConfig({ DATA_DIR: tmp(), REQUIRE_DPOP_FOR_PUBLIC_CLIENTS: "1" })).toThrow(
      /REQUIRE_DPOP_FOR_PUBLIC_CLIENTS/,
    );
  });

  it("caps refreshes at 60 a minute per grant by default; REFRESH_MAX_PER_MINUTE changes it within bounds", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).refreshMaxPerMinute).toBe(60);
    expect(parseConfig({ DATA_DIR: tmp(), REFRESH_MAX_PER_MINUTE: "10" }).refreshMaxPerMinute).toBe(10);
    expect(() => parseConfig({ DATA_DIR: tmp(), REFRESH_MAX_PER_MINUTE: "0" })).toThrow(/REFRESH_MAX_PER_MINUTE/);
    expect(() => parseConfig({ DATA_DIR: tmp(), REFRESH_MAX_PER_MINUTE: "lots" })).toThrow(/REFRESH_MAX_PER_MINUTE/);
  });

  it("waits up to 300 s for another instance's start-up work; STARTUP_WAIT_SECONDS changes it within bounds", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).startupWaitSeconds).toBe(300);
    expect(parseConfig({ DATA_DIR: tmp(), STARTUP_WAIT_SECONDS: "20" }).startupWaitSeconds).toBe(20);
    for (const bad of ["0", "3601", "soon"])
      expect(() => parseConfig({ DATA_DIR: tmp(), STARTUP_WAIT_SECONDS: bad }), bad).toThrow(/STARTUP_WAIT_SECONDS/);
  });

  it("refuses production without a secret, naming what is missing", () => {
    expect(() =>
      parseConfig({ APP_ENV: "production", DATABASE_URL: "postgresql://x/y", AUTH_URL: "https://auth.example" }),
    ).toThrow(new ConfigError("APP_ENV=production requires AUTH_SECRET to be set."));
  });

  it("sends mail through SMTP_URL when set, from MAIL_FROM; refuses a URL that is not SMTP", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).mail).toEqual({ smtpUrl: undefined, from: "no-reply@localhost" });
    expect(
      parseConfig({ DATA_DIR: tmp(), SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "id@example.com" }).mail,
    ).toEqual({ smtpUrl: "smtps://u:p@mail.example:465", from: "id@example.com" });
    expect(() => parseConfig({ DATA_DIR: tmp(), SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL/);
  });

  it("allows webhook URLs other ports than 443 only when an administrator names them", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).webhookAllowedPorts).toEqual([]);
    expect(parseConfig({ DATA_DIR: tmp(), WEBHOOK_ALLOWED_PORTS: "8443,9443" }).webhookAllowedPorts).toEqual([
      8443, 9443,
    ]);
    for (const bad of ["0", "65536", "8443;9443", "https", "8443,"])
      expect(() => parseConfig({ DATA_DIR: tmp(), WEBHOOK_ALLOWED_PORTS: bad }), bad).toThrow(/WEBHOOK_ALLOWED_PORTS/);
  });

  it("holds a webhook delivery's claim 60 s by default; WEBHOOK_CLAIM_SECONDS shortens it, never below the send timeout", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).webhookClaimSeconds).toBe(60);
    expect(parseConfig({ DATA_DIR: tmp(), WEBHOOK_CLAIM_SECONDS: "15" }).webhookClaimSeconds).toBe(15);
    for (const bad of ["14", "3601", "soon"])
      expect(() => parseConfig({ DATA_DIR: tmp(), WEBHOOK_CLAIM_SECONDS: bad }), bad).toThrow(/WEBHOOK_CLAIM_SECONDS/);
  });

  it("allows loopback webhook receivers only when asked, and never in production", () => {
    expect(parseConfig({ DATA_DIR: tmp() }).webhookAllowLoopback).toBe(false);
    expect(parseConfig({ DATA_DIR: tmp(), WEBHOOK_ALLOW_LOOPBACK: "true" }).webhookAllowLoopback).toBe(true);
    const production = {
      APP_ENV: "production",
      DATABASE_URL: "postgresql://x/y",
      AUTH_URL: "https://auth.example",
      AUTH_SECRET: "x".repeat(32),
    };
    expect(() => parseConfig({ ...production, WEBHOOK_ALLOW_LOOPBACK: "true" })).toThrow(/development and tests only/);
  });

  it("rejects malformed values with a readable message", () => {
    expect(() => parseConfig({ DATA_DIR: tmp(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATA_DIR: tmp(), DATABASE_URL: "mysql://x" })).toThrow(/postgresql:\/\//);
    expect(() => parseConfig({ DATA_DIR: tmp(), AUTH_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("uses PostgreSQL and does not seed demo data when DATABASE_URL is set", () => {
    const c = parseConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: "postgresql://localhost/app",
      AUTH_URL: "https://auth.example/",
      BASE_URL: "https://api.example",
    });
    expect(c.databaseUrl).toBe("postgresql://localhost/app");
    expect(c.authUrl).toBe("https://auth.example");
    expect(c.baseUrl).toBe("https://api.example");
    expect(c.seedDemoData).toBe(false);
  });

  it("reaches PostgreSQL directly with named statements unless DATABASE_POOLER says a transaction pooler", () => {
    const direct = parseConfig({ DATA_DIR: tmp(), DATABASE_URL: "postgresql://db/app" });
    expect(direct).toMatchObject({ databasePooler: "none", directDatabaseUrl: undefined });
    expect(direct.databasePreparedStatements).toBe(true);
    const pooled = parseConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: "postgresql://pgbouncer:6432/app",
      DIRECT_DATABASE_URL: "postgresql://db:5432/app",
      DATABASE_POOLER: "transaction",
    });
    expect(pooled).toMatchObject({
      databaseUrl: "postgresql://pgbouncer:6432/app",
      directDatabaseUrl: "postgresql://db:5432/app",
      databasePooler: "transaction",
      databasePreparedStatements: false,
    });
    // PgBouncer 1.21+ with max_prepared_statements carries named statements: the operator says so.
    const carried = { DATA_DIR: tmp(), DATABASE_URL: "postgresql://p/app", DIRECT_DATABASE_URL: "postgresql://d/app" };
    expect(
      parseConfig({ ...carried, DATABASE_POOLER: "transaction", DB_PREPARED_STATEMENTS: "on" })
        .databasePreparedStatements,
    ).toBe(true);
    expect(parseConfig({ ...carried, DB_PREPARED_STATEMENTS: "off" }).databasePreparedStatements).toBe(false);
  });

  it("refuses a transaction pooler without the direct URL, and a direct URL without DATABASE_URL", () => {
    expect(() =>
      parseConfig({ DATA_DIR: tmp(), DATABASE_URL: "postgresql://p/app", DATABASE_POOLER: "transaction" }),
    ).toThrow(/DATABASE_POOLER=transaction requires .*DIRECT_DATABASE_URL/);
    expect(() => parseConfig({ DATA_DIR: tmp(), DIRECT_DATABASE_URL: "postgresql://d/app" })).toThrow(
      /DIRECT_DATABASE_URL is set without DATABASE_URL/,
    );
    expect(() => parseConfig({ DATA_DIR: tmp(), DATABASE_POOLER: "session" })).toThrow(/DATABASE_POOLER/);
    expect(() =>
      parseConfig({ DATA_DIR: tmp(), DATABASE_URL: "postgresql://p/app", DIRECT_DATABASE_URL: "http://d" }),
    ).toThrow(/DIRECT_DATABASE_URL must be a postgresql/);
  });
});
