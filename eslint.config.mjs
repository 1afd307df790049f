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
    "@/lib/webhooks/use-cases",
    "@/lib/webhooks/use-cases/*",
  ],
  message: ABOVE_STORAGE_MESSAGE,
};
const ABOVE_STORAGE_RELATIVE = relative(
  ["server", "auth", "actions", "ui-words", "clients/use-cases", "webhooks/use-cases"],
  ABOVE_STORAGE_MESSAGE,
);
const WORDS_MESSAGE = "Words map codes to sentences; they call nothing.";

/**
 * The composition roots: the only files outside lib/db that may reach what writes (adapters, the
 * raw client, migrations, seeds): lib/server/roots/, and the scripts, each a process of its own.
 * Everything else, the rest of lib/server included, reads through lib/db's read queries, or calls
 * a core whose ports a root wired.
 */
const COMPOSITION_ROOTS = ["lib/server/roots/**", "scripts/**"];
const WRITES_MESSAGE =
  "lib/db's writes (adapters, the raw client) are wired by a composition root (lib/server/roots/): call a use case with the deps it hands out.";
const DB_WRITES = {
  // A type names a row's shape and writes nothing.
  allowTypeImports: true,
  group: [
    "@/lib/db/db",
    "@/lib/db/open-database",
    "@/lib/db/migrate",
    "@/lib/db/seed-*",
    "@/lib/db/demo-data",
    "@/lib/db/signing-keys",
    "@/lib/db/users-admin",
    "@/lib/db/accounts/*",
    "@/lib/db/scheduling/*",
    "@/lib/db/oauth/*",
    "@/lib/db/clients/prisma-*",
    "@/lib/db/webhooks/prisma-*",
    "@/lib/db/webhooks/booking-outbox",
    "@/lib/db/webhooks/app-notifications",
    "@/lib/db/grants/*",
    "@/lib/db/housekeeping/*",
    "@/lib/db/rate-limit/*",
  ],
  message: WRITES_MESSAGE,
};
/** Modules with reads and writes: their writes by name. */
const DB_WRITE_NAMES = [
  { name: "@/lib/db/users", importNames: ["createUser"], message: WRITES_MESSAGE },
  {
    name: "@/lib/db/user-sessions",
    importNames: [
      "createUserSession",
      "deleteUserSession",
      "replacePasswordHash",
      "swapPasswordHash",
      "setUserDisabled",
      "deleteExpiredUserSessions",
      "touchUserSession",
      "deleteSessionOfUser",
    ],
    message: WRITES_MESSAGE,
  },
  { name: "@/lib/db/organizations-admin", importNames: ["createPrismaOrganizations"], message: WRITES_MESSAGE },
  { name: "@/lib/db/audit-log", importNames: ["writeAudit"], message: WRITES_MESSAGE },
];
const DB_RELATIVE = relative(["db"], "Import lib/db through @/lib/db, where the layer rules see it.");
/** Links go through components/ui/link.tsx, which turns Next.js's prefetching off. */
const NEXT_LINK = {
  name: "next/link",
  importNames: ["default"],
  message: "Import Link from @/components/ui/link: it does not prefetch every page in view.",
};
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
    // The bench's results, and the bare Next.js app it builds there as its floor.
    "bench-results/**",
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
    // Pages read through lib/db's read queries; a write goes through a core wired in lib/server.
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [...DB_WRITE_NAMES, NEXT_LINK], patterns: [PRISMA, DB_WRITES, DB_RELATIVE] },
      ],
    },
  },
  {
    // Components import lib/actions and view types, never storage or a route folder.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [NEXT_LINK], patterns: [PRISMA, STORAGE, STORAGE_RELATIVE, ROUTES, ROUTES_RELATIVE] },
      ],
    },
  },
  {
    // The one place that wraps Next.js's Link.
    files: ["components/ui/link.tsx"],
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
    // The scheduling, webhook and account cores: rules and use cases only; storage through their ports.ts.
    files: ["lib/scheduling/**", "lib/webhooks/**", "lib/accounts/**"],
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
    // Only the composition roots reach lib/db's writes.
    files: ["lib/auth/**", "lib/server/**", "lib/actions/**"],
    ignores: COMPOSITION_ROOTS,
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: DB_WRITE_NAMES, patterns: [PRISMA, ROUTES, ROUTES_RELATIVE, DB_WRITES, DB_RELATIVE] },
      ],
    },
  },
  {
    files: COMPOSITION_ROOTS,
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
