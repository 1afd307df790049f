// The server process's start-up (instrumentation.ts): configuration checked, the database opened and
// migrated, the first signing key made under a lock, then the hooks the HTTP server calls, the
// banner, housekeeping and the webhook deliveries. A configuration error stops the process with
// its message.
import { appDatabase } from "../roots/database";
import { answerClusterScrapes } from "@/lib/observability/cluster-metrics";
import { ConfigError, getConfig } from "../roots/config";
import { demoAccountLines, demoClientLines } from "../roots/demo-seed";
import { observeDatabasePool } from "./database-metrics";
import { startHousekeeping } from "./housekeeping-job";
import { installServerHooks } from "../http/server-hooks";
import { getSigningKeys } from "../roots/signing-keys";
import { underStartupLock } from "./startup-lock";
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

export async function startServer(): Promise<void> {
  try {
    getConfig();
    const db = await appDatabase();
    await underStartupLock(db, getSigningKeys);
    observeDatabasePool(db);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  installServerHooks();
  answerClusterScrapes();
  // With several worker processes, one banner is enough.
  if ((process.env.OAUTH_WORKER_INDEX ?? "0") === "0") console.log(banner());
  startHousekeeping();
  startDeliveriesSoon(0);
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
