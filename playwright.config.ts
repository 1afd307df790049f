import { defineConfig } from "@playwright/test";

// e2e runs against a production build (`next build` + the production server of `npm start`) on a fresh embedded database
// in .e2e-data, driven by the system Chromium (Playwright's browser download is not used).
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";
// The production server's output, checked after the run for anything secret (e2e/global-teardown.ts).
export const SERVER_LOG = `${DATA_DIR}-logs/server.log`;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: BASE,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  globalTeardown: "./e2e/global-teardown.ts",
  webServer: {
    // The production server `npm start` runs (scripts/start.mjs), its log kept for the teardown.
    command: `rm -rf ${DATA_DIR} ${DATA_DIR}-logs && mkdir -p ${DATA_DIR}-logs && npx next build && node scripts/start.mjs -p ${PORT} 2>&1 | tee ${SERVER_LOG}`,
    url: `${BASE}/auth/signin`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      DATA_DIR,
      PORT: String(PORT),
      AUTH_URL: BASE,
      BASE_URL: BASE,
      APP_ENV: "development",
      DATABASE_URL: "",
      // One browser at one address plays every user of the run: the per-address and per-account
      // budgets are raised; the per-email sign-in lock keeps its default (a test proves it).
      RATE_LIMIT_SIGN_IN_IP: "1000/900",
      RATE_LIMIT_SIGN_UP_IP: "1000/3600",
      RATE_LIMIT_REGISTRATION_ACCOUNT: "1000/86400",
      RATE_LIMIT_REGISTRATION_IP: "1000/86400",
      RATE_LIMIT_AUTHORIZE_IP: "10000/60",
      RATE_LIMIT_BOOKING_IP: "1000/3600",
      RATE_LIMIT_BOOKING_CHANGE_IP: "1000/3600",
    },
  },
});
