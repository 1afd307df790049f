// Reads and validates the environment once. Without any variables the service runs in development
// mode on the embedded database with a generated, persisted secret; APP_ENV=production demands
// real settings and fails at start-up with a message that names what is missing.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const urlSetting = z
  .string()
  .url()
  .transform((u) => u.replace(/\/+$/, ""));

const envSchema = z.object({
  APP_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// connection string")
    .optional(),
  /** PostgreSQL itself, for migrations and session locks, when DATABASE_URL is a pooler. */
  DIRECT_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DIRECT_DATABASE_URL must be a postgresql:// connection string")
    .optional(),
  /** "transaction": DATABASE_URL is a transaction pooler (PgBouncer's pool_mode = transaction). */
  DATABASE_POOLER: z.enum(["none", "transaction"]).default("none"),
  AUTH_URL: urlSetting.optional(),
  BASE_URL: urlSetting.optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Default "on", "off" behind a transaction pooler; "on" there only if it carries named statements (PgBouncer 1.21+). */
  DB_PREPARED_STATEMENTS: z.enum(["on", "off"]).optional(),
  /** How long a starting process waits for another instance's start-up work before it starts over. */
  STARTUP_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  REFRESH_REUSE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** The per-grant refresh ceiling: above it the token endpoint answers 429 slow_down with Retry-After. */
  REFRESH_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  SEED_DEMO_DATA: z.enum(["auto", "never"]).default("auto"),
  /** "on": skip the consent screen when the user already granted every requested scope; "off" asks every time. */
  REMEMBER_CONSENT: z.enum(["on", "off"]).default("on"),
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  /** "on": every DPoP proof must carry a server nonce (RFC 9449 s8), answered as use_dpop_nonce + DPoP-Nonce. */
  DPOP_NONCES: z.enum(["on", "off"]).default("off"),
  /** "on": a public client's token request without a DPoP proof is refused, whatever the client's own setting. */
  REQUIRE_DPOP_FOR_PUBLIC_CLIENTS: z.enum(["on", "off"]).default("off"),
  REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES: z.enum(["on", "off"]).default("off"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL")
    .optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** "true": webhooks may go to loopback receivers over plain http (development and tests only). */
  WEBHOOK_ALLOW_LOOPBACK: z.enum(["true", "false"]).default("false"),
  /** Ports besides 443 a webhook URL may name, comma-separated (e.g. "8443,9443"); none by default. */
  WEBHOOK_ALLOWED_PORTS: z
    .string()
    .regex(/^\d{1,5}(,\d{1,5})*$/, "WEBHOOK_ALLOWED_PORTS must be ports separated by commas, e.g. 8443,9443")
    .transform((list) => list.split(",").map(Number))
    .refine((ports) => ports.every((p) => p >= 1 && p <= 65535), "WEBHOOK_ALLOWED_PORTS: each port is 1-65535")
    .optional(),
  /** How long a process holds a delivery it sends; above the 10 s send timeout with room to record it. */
  WEBHOOK_CLAIM_SECONDS: z.coerce.number().int().min(15).max(3600).default(60),
  /** Outgoing mail (password reset links); unset: mail goes to the development outbox instead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().max(320).default("no-reply@localhost"),
});
import { configuredLimits } from "../rate-limit/limits";

export type AppConfig = {
  appEnv: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where migrations and session locks go: PostgreSQL itself (else `databaseUrl`). */
  directDatabaseUrl: string | undefined;
  /** `transaction`: `databaseUrl` is a transaction pooler, so nothing may outlive a transaction there. */
  databasePooler: "none" | "transaction";
  /** PostgreSQL pool size and timeouts (ignored by the embedded database). */
  databasePool: { max: number; connectTimeoutMs: number; statementTimeoutMs: number };
  /** Name statements so PostgreSQL plans each once per connection (ignored by the embedded database). */
  databasePreparedStatements: boolean;
  /** A wait for another instance's migrations or first signing key gives up after this long. */
  startupWaitSeconds: number;
  authUrl: string;
  baseUrl: string;
  authSecret: string;
  refreshTokenTtlDays: number;
  refreshReuseWindowSeconds: number;
  /** Refreshes one grant may make per minute (each one writes a row). */
  refreshMaxPerMinute: number;
  auditRetentionDays: number;
  /** 0 turns the in-process housekeeping job off (run `npm run db:prune` instead). */
  housekeepingIntervalMinutes: number;
  seedDemoData: boolean;
  rememberConsent: boolean;
  /** DPoP proofs must carry the server's nonce (RFC 9449 s8). */
  dpopNonces: boolean;
  /** Every public client must bind its tokens with DPoP (RFC 9449). */
  requireDpopForPublicClients: boolean;
  /** A client enabled for a write or ORG_* scope must run the high-security profile. */
  requireHighSecurityForWriteScopes: boolean;
  /** `off` only for load tests: every limit of lib/server/rate-limit is lifted. */
  rateLimits: boolean;
  /** Rate-limit counters go to Redis when set, else to the database. */
  redisUrl: string | undefined;
  /** How many reverse proxies of ours stand in front; 0 ignores X-Forwarded-For. */
  trustedProxyHops: number;
  /** Webhooks to http://127.0.0.1 and localhost receivers; never in production. */
  webhookAllowLoopback: boolean;
  /** Ports besides 443 a webhook URL may name (an administrator's choice; none by default). */
  webhookAllowedPorts: readonly number[];
  /** A delivery whose sending process died is taken over by another after 3 to 6 times this (pgBossTimings). */
  webhookClaimSeconds: number;
  /** Where mail goes: an SMTP server, or (never in production) the development outbox. */
  mail: { smtpUrl: string | undefined; from: string };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function blankToUndefined(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
}

/** A secret generated once and kept in the data folder, so sessions survive restarts. */
function persistedDevSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  try {
    configuredLimits(env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  if (e.APP_ENV === "production") {
    const missing = (["AUTH_SECRET", "AUTH_URL", "DATABASE_URL"] as const).filter((k) => !e[k]);
    if (missing.length > 0) {
      throw new ConfigError(`APP_ENV=production requires ${missing.join(", ")} to be set.`);
    }
    if (e.WEBHOOK_ALLOW_LOOPBACK === "true")
      throw new ConfigError("WEBHOOK_ALLOW_LOOPBACK=true is for development and tests only, not APP_ENV=production.");
  }
  if (e.DIRECT_DATABASE_URL && !e.DATABASE_URL)
    throw new ConfigError(
      "DIRECT_DATABASE_URL is set without DATABASE_URL: set both, or neither for the embedded database.",
    );
  if (e.DATABASE_POOLER === "transaction" && !(e.DATABASE_URL && e.DIRECT_DATABASE_URL))
    throw new ConfigError(
      "DATABASE_POOLER=transaction requires DATABASE_URL (the pooler) and DIRECT_DATABASE_URL (PostgreSQL itself, for migrations and locks).",
    );
  const dataDir = path.resolve(e.DATA_DIR);
  const authUrl = e.AUTH_URL ?? `http://localhost:${e.PORT}`;
  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    directDatabaseUrl: e.DIRECT_DATABASE_URL,
    databasePooler: e.DATABASE_POOLER,
    databasePool: {
      max: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    databasePreparedStatements: (e.DB_PREPARED_STATEMENTS ?? (e.DATABASE_POOLER === "none" ? "on" : "off")) === "on",
    startupWaitSeconds: e.STARTUP_WAIT_SECONDS,
    authUrl,
    baseUrl: e.BASE_URL ?? authUrl,
    authSecret: e.AUTH_SECRET ?? persistedDevSecret(dataDir),
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseWindowSeconds: e.REFRESH_REUSE_WINDOW_SECONDS,
    refreshMaxPerMinute: e.REFRESH_MAX_PER_MINUTE,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    housekeepingIntervalMinutes: e.HOUSEKEEPING_INTERVAL_MINUTES,
    seedDemoData: e.SEED_DEMO_DATA === "auto" && !e.DATABASE_URL,
    rememberConsent: e.REMEMBER_CONSENT === "on",
    dpopNonces: e.DPOP_NONCES === "on",
    requireDpopForPublicClients: e.REQUIRE_DPOP_FOR_PUBLIC_CLIENTS === "on",
    requireHighSecurityForWriteScopes: e.REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES === "on",
    rateLimits: e.RATE_LIMITS === "on",
    redisUrl: e.REDIS_URL,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === "true",
    webhookAllowedPorts: e.WEBHOOK_ALLOWED_PORTS ?? [],
    webhookClaimSeconds: e.WEBHOOK_CLAIM_SECONDS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  if (!cached) {
    cached = parseConfig(process.env);
    // next-auth v4 reads its URL from the environment.
    process.env.NEXTAUTH_URL ??= cached.authUrl;
  }
  return cached;
}
