// The database tier's shared-process project runs its test files one after another in the same
// worker process, without re-importing the application (importing it costs more than most files'
// tests). Each file must still start as a fresh process would: the process-wide caches that hold
// a database (the rate limiters are bound to the database they were built on) or a previous
// file's verdicts are dropped before each file, and the environment is put back after it.
// Files that change the environment or mock modules before importing run isolated instead
// (vitest.config.ts lists them; test/isolation.test.ts keeps the list whole).
import { afterAll, beforeAll } from "vitest";

const PROCESS_CACHES = ["__rateLimiters", "__oauthVerifiedAccessTokens", "__oauthShuttingDown"] as const;

const environment = { ...process.env };

beforeAll(async () => {
  const slots = globalThis as Record<string, unknown>;
  // A limiter on the database store keeps a timer that clears expired rows; the previous file's
  // database is closed, so its limiters' timers are stopped with them.
  const limiters = slots.__rateLimiters as
    | Map<string, Promise<{ _clearExpiredTimeoutId?: NodeJS.Timeout }>>
    | undefined;
  for (const limiter of await Promise.allSettled([...(limiters?.values() ?? [])]))
    if (limiter.status === "fulfilled") clearTimeout(limiter.value._clearExpiredTimeoutId);
  for (const name of PROCESS_CACHES) delete slots[name];
});

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
