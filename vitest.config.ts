import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // `server-only` throws outside React Server Components; tests run the same modules in Node.
      "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: [
      "lib/**/*.test.ts",
      "app/**/*.test.ts",
      "test/**/*.test.ts",
      "prisma/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    env: {
      APP_ENV: "test",
      AUTH_URL: "http://localhost:3000",
      // Vite sets BASE_URL="/" for its own use; ours is the API host.
      BASE_URL: "http://localhost:3000",
      AUTH_SECRET: "test-secret-that-is-long-enough-for-the-config-check",
      DATA_DIR: ".data/test",
    },
  },
});
