// The server process's start-up (instrumentation.ts): configuration checked, the database opened and
// migrated, the first signing key made under a lock, then the hooks the HTTP server calls, the
// banner, housekeeping and the webhook deliveries. A start-up that fails stops the process with
// its message and an exit code that says whether a fresh process should just try again
// (startup-failure.ts): a process that could not start never serves half-started.
import { appDatabase } from "../roots/database";
import { answerClusterScrapes } from "@/lib/observability/cluster-metrics";
import { ConfigError, getConfig } from "../roots/config";
import { demoAccountLines, demoClientLines } from "../roots/demo-seed";
import { observeDatabasePool } from "./database-metrics";
import { startHousekeeping } from "./housekeeping-job";
import { installServerHooks } from "../http/server-hooks";
import { getSigningKeys, keepSigningKeysFresh } from "../roots/signing-keys";
import { getMetrics } from "@/lib/observability/metrics";
import { startupFailure } from "./startup-failure";
import { STARTUP_LOCK_KEY, underStartupLock } from "./startup-lock";
import { waitForAnotherProcess } from "./startup-wait";
import { startWebhookDelivery } from "../roots/webhooks";

function banner(): string {
  const c = getConfig();
  const lines = [
    "",
    "Scheduling OAuth service is running.",
    `  Portal and consent screen: ${c.authUrl}`,
    `  Token endpoint:            ${c.baseUrl}/v2/auth/oauth2/token`,
    `  API (verify a token):      ${c.baseUrl}/v2/me`,
    `  Metadata (RFC 8414):       ${c.authUrl}/.well-known/oauth-authorization-server`,
    `  Database:                  ${c.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${c.dataDir}/pglite`}`,
  ];
  if (c.seedDemoData) {
    lines.push("", "Demo accounts (password in brackets), as the README's table names them:");
    for (const line of demoAccountLines()) lines.push(line);
    lines.push("", "Demo clients (see README for scopes and redirect URIs):");
    for (const line of demoClientLines()) lines.push(line);
  }
  return lines.join("\n");
}

/** scripts/serve.mjs listens once the hooks are installed; this mark tells it the start-up runs. */
const slot = globalThis as unknown as { __oauthStartupBegan?: boolean };

export async function startServer(): Promise<void> {
  slot.__oauthStartupBegan = true;
  try {
    getConfig();
    const db = await appDatabase();
    await underStartupLock(
      db,
      getSigningKeys,
      waitForAnotherProcess("another server process's start-up", STARTUP_LOCK_KEY),
    );
    observeDatabasePool(db);
  } catch (err) {
    exitAfterFailedStart(err);
  }
  installServerHooks();
  answerClusterScrapes();
  getMetrics().workerStarted.set({ worker: process.env.OAUTH_WORKER_INDEX ?? "0" }, 1);
  // With several worker processes, one banner is enough.
  if ((process.env.OAUTH_WORKER_INDEX ?? "0") === "0") console.log(banner());
  startHousekeeping();
  startDeliveriesSoon(0);
  keepSigningKeysFresh();
}

function exitAfterFailedStart(err: unknown): never {
  if (err instanceof ConfigError) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  const { exitCode, tryAgain } = startupFailure(err);
  const message = err instanceof Error ? err.message : String(err);
  console.error(
    tryAgain
      ? `Start-up gave up (exit ${exitCode}; a new process will try again): ${message}`
      : `Start-up failed (exit ${exitCode}): ${message}`,
  );
  process.exit(exitCode);
}

/** The delivery worker; if it cannot start (database away), it tries again in a minute. */
function startDeliveriesSoon(delayMs: number): void {
  setTimeout(() => {
    startWebhookDelivery().catch((error: unknown) => {
      console.error(`Webhook deliveries could not start (trying again in a minute): ${(error as Error).message}`);
      startDeliveriesSoon(60_000);
    });
  }, delayMs).unref();
}
