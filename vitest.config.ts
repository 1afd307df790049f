import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { ISOLATED_TEST_FILES } from "./test/isolated-files";

// Two tiers. `unit`: every test beside its source (lib/, app/, components/, scripts/, the root),
// no database, no server; threads without isolation, so the whole tier runs in seconds.
// `lint`: the test of the lint rules (it runs ESLint itself, seconds of CPU), part of `npm run lint`.
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

const LINT = ["eslint.config.test.ts"];

const DB = {
  include: ["test/**/*.test.ts"],
  // The tier yields the CPU to the browser tier (nice 10), so on a slow, busy machine a test here
  // can run tens of times slower than alone: one that took 0.9 s alone timed out at 60 s beside
  // the browser tier. The timeouts only catch a hang; they must not judge speed.
  testTimeout: 300_000,
  hookTimeout: 300_000,
  pool: "forks" as const,
  globalSetup: ["test/database-template.ts"],
  setupFiles: ["test/no-configured-database.ts"],
};

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // `server-only` throws outside React Server Components; tests run the same modules in Node.
      "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) between runs:
    // a rerun of the unit tier skips most of its transform time.
    experimental: { fsModuleCache: true },
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
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...configDefaults.exclude, ...LINT],
          pool: "threads",
          isolate: false,
          env: { TEST_TIER: "unit" },
        },
      },
      // Its first case pays ESLint's start (the whole config and its plugins): beside the other
      // lanes on two cores that alone took over 30 s. The cases assert verdicts, never time.
      { extends: true, test: { name: "lint", include: LINT, testTimeout: 240_000 } },
      // The database tier is two projects: `db` runs its files in shared worker processes (the
      // application is imported once per worker, not once per file: importing it costs more than
      // most files' tests), `db-isolated` gives each of the files that change the environment or
      // mock modules a process of its own. `npm run test:db` runs both.
      {
        extends: true,
        test: {
          ...DB,
          name: "db",
          exclude: [...ISOLATED_TEST_FILES],
          isolate: false,
          setupFiles: [...DB.setupFiles, "test/shared-process.ts"],
        },
      },
      { extends: true, test: { ...DB, name: "db-isolated", include: [...ISOLATED_TEST_FILES] } },
    ],
  },
});
