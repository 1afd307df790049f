import { defineConfig } from "vitest/config";

// The cluster tier (`npm run test:cluster`, scripts/test-cluster.mjs): three instances of the
// production build behind HAProxy on one PostgreSQL database and one Redis, driven through the
// load balancer. One file, its scenarios in order, one process: they share the running cluster.
export default defineConfig({
  test: {
    include: ["test/cluster/**/*.spec.ts"],
    environment: "node",
    // Vite sets BASE_URL="/" for its own use; the seed this tier runs would read it as ours.
    env: { BASE_URL: "" },
    pool: "forks",
    fileParallelism: false,
    // Waits are for conditions with generous deadlines; these bound a scenario that hangs.
    testTimeout: 420_000,
    hookTimeout: 600_000,
  },
});
