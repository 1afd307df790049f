import { defineConfig } from "@playwright/test";
import { IN_ORDER, SYSTEM_CHROMIUM } from "./playwright.config";

// Tests that start their own production servers (scripts/start.mjs) on ports 3170-3179 against
// throw-away PostgreSQL databases (TEST_DATABASE_URL, default the local server): several instances, start-up races,
// graceful shutdown, the standalone server. One build in NEXT_DIST_DIR (default .next, shared with e2e).
export default defineConfig({
  testDir: "test/production",
  // npm test runs this suite beside the browser tier: separate artifacts, or one run's clean-up
  // deletes the other's traces.
  outputDir: "test-results-production",
  testMatch: "*.spec.ts",
  globalSetup: "./test/production/global-setup.ts",
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  ...IN_ORDER,
  use: SYSTEM_CHROMIUM,
});
