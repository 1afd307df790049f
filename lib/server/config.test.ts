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

  it("refuses production without a secret, naming what is missing", () => {
    expect(() =>
      parseConfig({ APP_ENV: "production", DATABASE_URL: "postgresql://x/y", AUTH_URL: "https://auth.example" }),
    ).toThrow(new ConfigError("APP_ENV=production requires AUTH_SECRET to be set."));
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
});
