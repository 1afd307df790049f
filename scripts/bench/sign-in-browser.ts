// `npm run bench:sign-in`: how long a person waits from the click on "Sign in" to the signed-in
// page, beside how long the sign-in page itself takes to load, in a real browser (the system
// Chromium) against the production build on a fresh embedded database. Each round is a new
// browser (no cookies, no cache): load the sign-in page until its form is hydrated, fill it, click,
// and wait for the page signed in to load. The ratio of the medians is the figure that holds
// across machines; the milliseconds are this machine's. Also times the password hash itself.
// Options: --rounds N (default 15), --warmup N (default 3). BENCH_DIST_DIR: the build (default
// .next, the one `npm start` and the browser tests use); BENCH_PORT: the port (default 3190).
import { spawnSync } from "node:child_process";
import { randomBytes, scrypt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { CHROMIUM, CHROMIUM_ARGS } from "../../playwright.config";
import { startChildServer } from "./child-server";

const PORT = Number(process.env.BENCH_PORT) || 3190;
const URL_BASE = `http://localhost:${PORT}`;
const DIST_DIR = process.env.BENCH_DIST_DIR || ".next";
const SIGNED_IN_PATH = "/settings/apps";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? Number.NaN : Number(process.argv[at + 1]);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timeEach(rounds: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Milliseconds per hash: today's Argon2id, and the scrypt (N = 2^15) stored hashes used before. */
async function hashCosts(rounds: number) {
  const stored = await hashPassword("a password for timing");
  const argon2id = await timeEach(rounds, () => verifyPassword("a password for timing", stored));
  const salt = randomBytes(16);
  const legacy = await timeEach(
    rounds,
    () =>
      new Promise((resolve, reject) =>
        scrypt("a password for timing", salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (e, k) =>
          e ? reject(e) : resolve(k),
        ),
      ),
  );
  return { argon2id, legacy };
}

async function startServer() {
  const build = spawnSync(
    process.execPath,
    ["-e", 'import("./scripts/build-if-stale.mjs").then((m) => m.buildIfStale())'],
    { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: DIST_DIR } },
  );
  if (build.status !== 0) throw new Error("next build failed");
  const dataDir = mkdtempSync(path.join(tmpdir(), "oauth-sign-in-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(PORT),
    AUTH_SECRET: "bench-secret-that-is-long-enough-0123456789abcdef",
    AUTH_URL: URL_BASE,
    BASE_URL: URL_BASE,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    HOUSEKEEPING_INTERVAL_MINUTES: "0",
    // Every round signs in from one address: the per-address budgets would refuse the run.
    RATE_LIMITS: "off",
    // Development mode seeds the embedded database with the demo accounts by itself.
    APP_ENV: "development",
    WEB_CONCURRENCY: "1",
  };
  delete env.DATABASE_URL;
  return startChildServer({
    args: ["scripts/start.mjs"],
    env,
    baseUrl: URL_BASE,
    readyPath: "/readyz",
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  });
}

async function main() {
  const rounds = option("rounds", 15);
  const warmup = option("warmup", 3);
  const hashes = await hashCosts(Math.max(5, rounds));
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const person = DEMO_USERS.user;
  const loads: number[] = [];
  const signIns: number[] = [];
  try {
    for (let round = 0; round < warmup + rounds; round++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loadStart = performance.now();
      await page.goto(`${URL_BASE}/auth/signin?callbackUrl=${encodeURIComponent(SIGNED_IN_PATH)}`, {
        waitUntil: "load",
      });
      // Ready once React has hydrated the form (its handlers are attached), as a person sees it work.
      await page.waitForFunction(() => {
        const form = document.querySelector<HTMLInputElement>("input[name=password]")?.form;
        return form != null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
      });
      const loaded = performance.now() - loadStart;
      await page.getByLabel("Email").fill(person.email);
      await page.getByLabel("Password").fill(person.password);
      const clickAt = performance.now();
      await Promise.all([
        page.waitForURL(`${URL_BASE}${SIGNED_IN_PATH}`, { waitUntil: "load" }),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      const signedIn = performance.now() - clickAt;
      await context.close();
      if (round < warmup) continue;
      loads.push(loaded);
      signIns.push(signedIn);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const load = median(loads);
  const signIn = median(signIns);
  console.log(
    [
      `sign-in, ${rounds} rounds after ${warmup} warm-up (median; each round a new browser):`,
      `  sign-in page load (form hydrated)  ${load.toFixed(0).padStart(6)} ms`,
      `  click to signed in                 ${signIn.toFixed(0).padStart(6)} ms`,
      `  ratio click / page load            ${(signIn / load).toFixed(2).padStart(6)}`,
      `password check (median, this process):`,
      `  Argon2id m=19 MiB t=2 p=1          ${hashes.argon2id.toFixed(1).padStart(6)} ms`,
      `  scrypt N=2^15 r=8 p=1 (before)     ${hashes.legacy.toFixed(1).padStart(6)} ms`,
    ].join("\n"),
  );
}

await main();
