import { defineConfig } from "@playwright/test";

// e2e runs against a production build (`next build` + `next start`) on a fresh embedded database
// in .e2e-data, driven by the system Chromium (Playwright's browser download is not used).
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";

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
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-quic", "--no-first-run", "--disable-sync"],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx next build && npx next start -p ${PORT}`,
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
    },
  },
});
