import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two tiers. `unit`: every test beside its source (lib/, app/, components/, scripts/, the root),
// no database, no server; threads without isolation, so the whole tier runs in seconds.
// `db`: test/, the tests that need a database (PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set) or Redis; each file gets a copy of one migrated template.
const UNIT = [
  "*.test.ts",
  "lib/**/*.test.ts",
  "app/**/*.test.ts",
  "components/**/*.test.ts",
  "prisma/**/*.test.ts",
  "scripts/**/*.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // `server-only` throws outside React Server Components; tests run the same modules in Node.
      "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      APP_ENV: "test",
      AUTH_URL: "http://localhost:3000",
      // Vite sets BASE_URL="/" for its own use; ours is the API host.
      BASE_URL: "http://localhost:3000",
      AUTH_SECRET: "test-secret-that-is-long-enough-for-the-config-check",
      DATA_DIR: ".data/test",
    },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: UNIT, pool: "threads", isolate: false, env: { TEST_TIER: "unit" } },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["test/**/*.test.ts"],
          // Beside the browser tier on two cores a test here runs three to five times slower than
          // alone: 60 s keeps a slow machine from failing a test that is only slow. A set-up that
          // boots and migrates a database of its own (hot-path statements) took over 60 s so.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: "forks",
          globalSetup: ["test/database-template.ts"],
        },
      },
    ],
  },
});
