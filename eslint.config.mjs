import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", ".e2e-data*/**", "test-results*/**", "lib/db/generated/**", "node_modules/**", ".data/**", ".e2e-data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Only lib/db may talk to Prisma (STYLE.md); the pure OAuth core may not import framework code.
    files: ["app/**", "components/**", "lib/oauth/**", "lib/auth/**", "lib/server/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/generated/*", "@prisma/*", "@/lib/db/generated/*"], message: "Only lib/db may import Prisma." }] }],
    },
  },
  {
    files: ["lib/oauth/**"],
    ignores: ["lib/oauth/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["next", "next/*", "@/lib/db/*", "@/lib/server/*", "react"], message: "lib/oauth is the pure core." }] }],
    },
  },
]);
