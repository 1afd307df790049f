import { existsSync } from "node:fs";
import path from "node:path";
import { type PlaywrightTestConfig, defineConfig } from "@playwright/test";

// e2e runs against the production build (`npm start`'s server), driven by the system Chromium
// (Playwright's browser download is not used). `npm run test:e2e` (scripts/test-browser.mjs)
// builds once and, when PostgreSQL is available, gives the main server a throw-away database
// (E2E_DATABASE_URL) and two workers; otherwise it runs on a fresh embedded database. A second
// server on the embedded database serves the smoke project, so both engines see a whole flow.
const PORT = Number(process.env.E2E_PORT ?? 3107);
const EMBEDDED_PORT = PORT + 1;
export const BASE = `http://localhost:${PORT}`;
export const EMBEDDED_BASE = `http://localhost:${EMBEDDED_PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";
const POSTGRES = process.env.E2E_DATABASE_URL ?? "";
// The production servers' output, checked after the run for anything secret (e2e/global-teardown.ts).
export const LOG_DIR = `${DATA_DIR}-logs`;
// Each role's signed-in browser state, written once by the setup project (e2e/setup/).
export const AUTH_DIR = `${DATA_DIR}-auth`;
export const EMBEDDED_DATA_DIR = `${DATA_DIR}-embedded`;

// One browser at one address plays every user of the run: the per-address and per-account
// budgets are raised; the sign-in budget per account and address keeps its default (a test proves it).
const RUN_LIMITS = {
  RATE_LIMIT_SIGN_IN_IP: "1000/900",
  RATE_LIMIT_SIGN_UP_IP: "1000/3600",
  RATE_LIMIT_REGISTRATION_ACCOUNT: "1000/86400",
  RATE_LIMIT_REGISTRATION_IP: "1000/86400",
  RATE_LIMIT_AUTHORIZE_IP: "10000/60",
  RATE_LIMIT_BOOKING_IP: "1000/3600",
  RATE_LIMIT_BOOKING_CHANGE_IP: "1000/3600",
  RATE_LIMIT_SLOTS_IP: "10000/60",
};

function server(name: string, port: number, databaseUrl: string) {
  const base = `http://localhost:${port}`;
  const dataDir = `${DATA_DIR}-${name}`;
  return {
    command: `node scripts/e2e-server.mjs ${name} ${LOG_DIR}/${name}.log`,
    url: `${base}/auth/signin`,
    timeout: 300_000,
    reuseExistingServer: false,
    // The output goes to the log file; Playwright shows the server's stderr.
    stdout: "ignore" as const,
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      AUTH_URL: base,
      BASE_URL: base,
      APP_ENV: "development",
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: databaseUrl ? "2" : "1",
      ...RUN_LIMITS,
      // Client ID Metadata Documents served by a test on loopback over https (e2e/mcp-agent.spec.ts):
      // loopback reachable as in development, and that test server's certificate trusted.
      WEBHOOK_ALLOW_LOOPBACK: "true",
      NODE_EXTRA_CA_CERTS: path.resolve("e2e/fixtures/loopback-tls-cert.pem"),
      // Playwright's request client reuses idle connections without retrying: with Node's 5 s
      // default, one closed by the server as a request went out on it reads as ECONNRESET.
      KEEP_ALIVE_TIMEOUT: "120000",
    },
  };
}

// The browser both Playwright configurations drive: Debian's headless shell where it is installed
// (.ci/run installs it): the same Blink without the full browser's user interface, which costs half
// the CPU of a run here (busy CPU 428 s against 868 s, measured); else Debian's full Chromium.
// CHROMIUM_PATH names another. Playwright's own browser download is not used.
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
];

/** The browser of both browser configurations (this one and playwright.production.config.ts). */
export const SYSTEM_CHROMIUM = {
  trace: "retain-on-failure",
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
} as const satisfies PlaywrightTestConfig["use"];

/** Both run their specs in order, never retried, listed as they finish. */
export const IN_ORDER = {
  fullyParallel: false,
  retries: 0,
  reporter: [["list"]],
} satisfies PlaywrightTestConfig;

const use = { baseURL: BASE, ...SYSTEM_CHROMIUM };

export default defineConfig({
  testDir: "e2e",
  // The longest journeys take 20-30 s alone; CI runs the database tier beside them on the same
  // two cores and has been seen to run them three times slower.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 2,
  ...IN_ORDER,
  use,
  globalSetup: "./e2e/global-setup.ts",
  globalTeardown: "./e2e/global-teardown.ts",
  webServer: [server("main", PORT, POSTGRES), server("embedded", EMBEDDED_PORT, "")],
  projects: [
    { name: "setup", testMatch: "setup/*.setup.ts" },
    {
      // The demo end user's grants are one shared resource (remembered consent, revocations):
      // the specs that change them run one at a time.
      name: "end-user",
      testMatch: ["consent.spec.ts", "oauth-flow.spec.ts"],
      dependencies: ["setup"],
      workers: 1,
    },
    {
      // Migrates the one legacy demo client, which the other projects show unmigrated: it runs last.
      name: "legacy-migration",
      testMatch: "portal-secrets-and-migration.spec.ts",
      dependencies: ["end-user", "a11y"],
    },
    {
      name: "e2e",
      testMatch: "*.spec.ts",
      testIgnore: ["a11y.spec.ts", "consent.spec.ts", "oauth-flow.spec.ts", "portal-secrets-and-migration.spec.ts"],
      dependencies: ["setup"],
    },
    // Every page, role, width and scheme through axe: `npm run test:a11y` runs it alone.
    // Its failures list the violations themselves; recording a trace of every check costs time.
    {
      name: "a11y",
      testMatch: "a11y.spec.ts",
      dependencies: ["setup"],
      fullyParallel: true,
      use: { ...use, trace: "off" },
    },
    // The whole consent -> token -> /v2/me flow on the embedded database.
    { name: "smoke", testMatch: "smoke/*.spec.ts", use: { ...use, baseURL: EMBEDDED_BASE } },
  ],
});
