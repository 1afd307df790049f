import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The same folder reached by a relative path ("../server/config", "../../db/users"): the alias
 * patterns below only see "@/lib/...", so each layer rule also lists its folders this way.
 */
const relative = (folders, message) => ({ regex: `^(?:\\.\\.?/)+(?:lib/)?(?:${folders.join("|")})(?:/|$)`, message });

const PRISMA = {
  group: ["**/generated/*", "@prisma/*", "@/lib/db/generated/*"],
  message: "Only lib/db may import Prisma.",
};
const STORAGE_MESSAGE = "Reach storage through a core's ports, wired in lib/server.";
const STORAGE = { group: ["@/lib/db", "@/lib/db/*", "**/lib/db/**"], message: STORAGE_MESSAGE };
const STORAGE_RELATIVE = relative(["db"], STORAGE_MESSAGE);
const ROUTES_MESSAGE = "Import server actions from lib/actions, never from a route folder.";
const ROUTES = { group: ["@/app/*", "@/app/**"], message: ROUTES_MESSAGE };
const ROUTES_RELATIVE = { regex: "^(?:\\.\\.?/)+app(?:/|$)", message: ROUTES_MESSAGE };
const FRAMEWORK = {
  group: ["next", "next/*", "next-auth", "next-auth/*", "react", "react-dom", "react/*"],
  message: "Cores and storage know nothing of Next.js or React.",
};
const ABOVE_CORES_MESSAGE = "A core imports nothing above it: its needs come in through ports and arguments.";
const ABOVE_CORES = {
  group: [
    "@/lib/server",
    "@/lib/server/*",
    "@/lib/auth",
    "@/lib/auth/*",
    "@/lib/actions",
    "@/lib/actions/*",
    "@/lib/ui-words",
    "@/lib/ui-words/*",
  ],
  message: ABOVE_CORES_MESSAGE,
};
const ABOVE_CORES_RELATIVE = relative(["server", "auth", "actions", "ui-words"], ABOVE_CORES_MESSAGE);
const ABOVE_STORAGE_MESSAGE =
  "lib/db implements ports and imports nothing above it: configuration and hashing are passed in by lib/server.";
const ABOVE_STORAGE = {
  group: [
    "@/lib/server",
    "@/lib/server/*",
    "@/lib/auth",
    "@/lib/auth/*",
    "@/lib/actions",
    "@/lib/actions/*",
    "@/lib/ui-words",
    "@/lib/ui-words/*",
    "@/lib/clients/use-cases",
    "@/lib/clients/use-cases/*",
  ],
  message: ABOVE_STORAGE_MESSAGE,
};
const ABOVE_STORAGE_RELATIVE = relative(
  ["server", "auth", "actions", "ui-words", "clients/use-cases"],
  ABOVE_STORAGE_MESSAGE,
);
const WORDS_MESSAGE = "Words map codes to sentences; they call nothing.";
const CALLED_BY_WORDS = {
  group: ["@/lib/server", "@/lib/server/*", "@/lib/actions", "@/lib/actions/*"],
  message: WORDS_MESSAGE,
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".e2e-data*/**",
    "test-results*/**",
    "lib/db/generated/**",
    "node_modules/**",
    ".data/**",
    ".e2e-data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
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
    // Components import lib/actions and view types, never storage or a route folder.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [PRISMA, STORAGE, STORAGE_RELATIVE, ROUTES, ROUTES_RELATIVE] }],
    },
  },
  {
    files: ["lib/oauth/**", "lib/clients/**"],
    ignores: ["lib/oauth/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            PRISMA,
            STORAGE,
            STORAGE_RELATIVE,
            FRAMEWORK,
            ABOVE_CORES,
            ABOVE_CORES_RELATIVE,
            ROUTES,
            ROUTES_RELATIVE,
          ],
        },
      ],
    },
  },
  {
    // The scheduling core: rules and use cases only; storage through lib/scheduling/ports.ts.
    files: ["lib/scheduling/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            PRISMA,
            STORAGE,
            STORAGE_RELATIVE,
            FRAMEWORK,
            ABOVE_CORES,
            ABOVE_CORES_RELATIVE,
            ROUTES,
            ROUTES_RELATIVE,
          ],
        },
      ],
    },
  },
  {
    // Nothing in lib/ points up into a route folder; app/ hands lib what it needs as arguments.
    files: ["lib/auth/**", "lib/server/**", "lib/actions/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [PRISMA, ROUTES, ROUTES_RELATIVE] }] },
  },
  {
    files: ["lib/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [FRAMEWORK, ABOVE_STORAGE, ABOVE_STORAGE_RELATIVE, ROUTES, ROUTES_RELATIVE] },
      ],
    },
  },
  {
    files: ["lib/ui-words/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            PRISMA,
            STORAGE,
            STORAGE_RELATIVE,
            FRAMEWORK,
            CALLED_BY_WORDS,
            relative(["server", "actions"], WORDS_MESSAGE),
            ROUTES,
            ROUTES_RELATIVE,
          ],
        },
      ],
    },
  },
]);
