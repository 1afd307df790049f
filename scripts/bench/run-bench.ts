import { performance } from "node:perf_hooks";
import { createTestDatabase } from "@/test/test-database";
import { installDatabase } from "@/lib/db/db";
import { seedDemoData } from "@/lib/db/seed-demo-data";
import { authorizeAndAllow, confQuery, demoUser, exchange, me, refresh } from "@/test/oauth/oauth-test-kit";

/** p95 latency targets in milliseconds, measured on the 2-core CI machine with in-memory PGlite. */
export const TARGETS: Record<string, number> = {
  "authorize + consent (code)": 40,
  "token: authorization_code": 60,
  "token: refresh_token": 40,
  "GET /v2/me": 20,
};

export type BenchResult = { name: string; n: number; p50: number; p95: number; p99: number; opsPerSecond: number };

const WARMUP = 20;

/** Calls `fn` WARMUP + n times with a running index (so single-use inputs are never reused). */
async function measure(name: string, n: number, fn: (i: number) => Promise<unknown>): Promise<BenchResult> {
  for (let i = 0; i < WARMUP; i++) await fn(i);
  const samples: number[] = [];
  const start = performance.now();
  for (let i = WARMUP; i < WARMUP + n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  const total = performance.now() - start;
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
  return { name, n, p50: pct(50), p95: pct(95), p99: pct(99), opsPerSecond: (n / total) * 1000 };
}

export async function runBench(options: { serverUrl?: string; iterations: number }): Promise<BenchResult[]> {
  if (options.serverUrl) process.env.TEST_DATABASE_URL = options.serverUrl;
  const db = await createTestDatabase();
  installDatabase(db);
  try {
    await seedDemoData(db.prisma);
    const user = await demoUser();
    const n = options.iterations;
    const codes: string[] = [];
    const results: BenchResult[] = [];
    results.push(await measure("authorize + consent (code)", n + WARMUP, async () => codes.push((await authorizeAndAllow(confQuery(), user)).code)));
    const refreshTokens: string[] = [];
    const accessTokens: string[] = [];
    results.push(
      await measure("token: authorization_code", n, async (i) => {
        const response = await exchange(codes[i]!);
        if (response.status !== 200) throw new Error(`exchange failed: ${response.status}`);
        const body = (await response.json()) as { refresh_token: string; access_token: string };
        refreshTokens.push(body.refresh_token);
        accessTokens.push(body.access_token);
      }),
    );
    results.push(
      await measure("token: refresh_token", n, async (i) => {
        const response = await refresh(refreshTokens[i]!);
        if (response.status !== 200) throw new Error(`refresh failed: ${response.status}`);
      }),
    );
    // Refreshing retired the first generation; mint live access tokens again for /v2/me.
    const live = (await (await exchange((await authorizeAndAllow(confQuery(), user)).code)).json()) as { access_token: string };
    results.push(
      await measure("GET /v2/me", n * 3, async () => {
        const response = await me(live.access_token);
        if (response.status !== 200) throw new Error(`/v2/me failed: ${response.status}`);
      }),
    );
    return results;
  } finally {
    installDatabase(undefined);
    await db.close();
  }
}
