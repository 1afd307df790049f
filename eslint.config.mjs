import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const PRISMA = { group: ["**/generated/*", "@prisma/*", "@/lib/db/generated/*"], message: "Only lib/db may import Prisma." };
const STORAGE = { group: ["@/lib/db", "@/lib/db/*", "**/lib/db/**"], message: "Reach storage through a core's ports, wired in lib/server." };
const ROUTES = { group: ["@/app/*", "@/app/**"], message: "Import server actions from lib/actions, never from a route folder." };
const FRAMEWORK = { group: ["next", "next/*", "next-auth", "next-auth/*", "react", "react-dom", "react/*"], message: "Cores and storage know nothing of Next.js or React." };
const ABOVE_CORES = {
  group: ["@/lib/server", "@/lib/server/*", "@/lib/auth", "@/lib/auth/*", "@/lib/actions", "@/lib/actions/*", "@/lib/ui-words", "@/lib/ui-words/*"],
  message: "A core imports nothing above it: its needs come in through ports and arguments.",
};
const ABOVE_STORAGE = {
  group: [
    "@/lib/server", "@/lib/server/*", "@/lib/auth", "@/lib/auth/*", "@/lib/actions", "@/lib/actions/*",
    "@/lib/ui-words", "@/lib/ui-words/*", "@/lib/clients/use-cases", "@/lib/clients/use-cases/*",
  ],
  message: "lib/db implements ports and imports nothing above it: configuration and hashing are passed in by lib/server.",
};

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
  // The layers (docs/architecture.md): each arrow points down. ESLint keeps only the last matching
  // "no-restricted-imports" of a file, so the areas below do not overlap and each lists all it forbids.
  {
    files: ["app/**", "lib/auth/**", "lib/server/**", "lib/actions/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [PRISMA] }] },
  },
  {
    // Components import lib/actions and view types, never storage or a route folder. The consent
    // screen's components are still to move their types off lib/db.
    files: ["components/**"],
    ignores: ["components/consent/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [PRISMA, STORAGE, ROUTES] }] },
  },
  {
    files: ["lib/oauth/**", "lib/clients/**"],
    ignores: ["lib/oauth/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [PRISMA, STORAGE, FRAMEWORK, ABOVE_CORES, ROUTES] }] },
  },
  {
    // The scheduling core: rules and use cases only; storage through lib/scheduling/ports.ts.
    files: ["lib/scheduling/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [PRISMA, STORAGE, FRAMEWORK, ABOVE_CORES, ROUTES] }] },
  },
  {
    // Nothing in lib/ points up into a route folder; app/ hands lib what it needs as arguments.
    files: ["lib/auth/**", "lib/server/**", "lib/actions/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [PRISMA, ROUTES] }] },
  },
  {
    files: ["lib/db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [FRAMEWORK, ABOVE_STORAGE, ROUTES] }] },
  },
  {
    files: ["lib/ui-words/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [PRISMA, STORAGE, FRAMEWORK, { group: ["@/lib/server", "@/lib/server/*", "@/lib/actions", "@/lib/actions/*"], message: "Words map codes to sentences; they call nothing." }, ROUTES] }] },
  },
]);
