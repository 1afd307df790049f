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
  AUTH_URL: urlSetting.optional(),
  BASE_URL: urlSetting.optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SEED_DEMO_DATA: z.enum(["auto", "never"]).default("auto"),
});

export type AppConfig = {
  appEnv: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  authUrl: string;
  baseUrl: string;
  authSecret: string;
  refreshTokenTtlDays: number;
  seedDemoData: boolean;
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
  if (e.APP_ENV === "production") {
    const missing = (["AUTH_SECRET", "AUTH_URL", "DATABASE_URL"] as const).filter((k) => !e[k]);
    if (missing.length > 0) {
      throw new ConfigError(`APP_ENV=production requires ${missing.join(", ")} to be set.`);
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const authUrl = e.AUTH_URL ?? `http://localhost:${e.PORT}`;
  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authUrl,
    baseUrl: e.BASE_URL ?? authUrl,
    authSecret: e.AUTH_SECRET ?? persistedDevSecret(dataDir),
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    seedDemoData: e.SEED_DEMO_DATA === "auto" && !e.DATABASE_URL,
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
