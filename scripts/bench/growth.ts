// Does a request cost more when the tables are large? A second instance of the service on a
// database of its own, seeded as the bench's and then grown with SQL's generate_series to 100,000
// people each holding a live grant of the demo app with ten refresh tokens of history (a million
// rows) and a consumed code: its /v2/me, refresh and exchange run interleaved with the same
// workloads on the small database, then both again at the same offered rate (the verdict: CPU per
// request at equal work a second), and the report sets each against its small twin.
import pg from "pg";
import { scratchDatabase } from "../scratch-database.mjs";
import { type BenchServer, seedBenchDatabase } from "./bench-server";
import type { ChildServer } from "./child-server";
import { DEMO_APP } from "./prepare-tokens";
import type { Row } from "./report";
import { EXCHANGE, ME, REFRESH, type Workload } from "./workloads";

export const GROWN_GRANTS = 100_000;
const HISTORY_PER_GRANT = 10;
export const GROWN = ` (${GROWN_GRANTS.toLocaleString("en")} grants)`;
/** The workloads measured on both databases. */
export const GROWTH_WORKLOADS = [ME, REFRESH, EXCHANGE];

export type GrowthServer = ChildServer & { databaseName: string };

async function grow(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const [client] = (
      await db.query<{ id: string }>(`SELECT id FROM "OAuthClient" WHERE "clientId" = $1`, [DEMO_APP.id])
    ).rows;
    await db.query(
      `INSERT INTO "User" (id, email, username, name, "passwordHash", "updatedAt")
       SELECT 'grown-' || n, 'grown-' || n || '@example.com', 'grown-' || n, 'Grown ' || n, 'not-a-hash', now()
       FROM generate_series(1, $1::int) AS n`,
      [GROWN_GRANTS],
    );
    await db.query(
      `INSERT INTO "AuthorizationCode" (id, "codeHash", "clientId", "userId", "redirectUri", scopes, "expiresAt", "consumedAt", "createdAt")
       SELECT 'grown-' || n, 'grown-code-' || n, $1, 'grown-' || n, $2, '{PROFILE_READ,BOOKING_READ}',
         now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
       FROM generate_series(1, $3::int) AS n`,
      [client!.id, DEMO_APP.redirect, GROWN_GRANTS],
    );
    await db.query(
      `INSERT INTO "Grant" (id, "clientId", "userId", scopes, "authorizationCodeHash", "createdAt", slot)
       SELECT 'grown-' || n, $1, 'grown-' || n, '{PROFILE_READ,BOOKING_READ}', 'grown-code-' || n, now() - interval '1 day', 0
       FROM generate_series(1, $2::int) AS n`,
      [client!.id, GROWN_GRANTS],
    );
    // Generations 0-8 used, the newest live.
    await db.query(
      `INSERT INTO "RefreshToken" (id, "tokenHash", "grantId", "expiresAt", "createdAt", "usedAt", generation)
       SELECT 'grown-' || n || '-' || g, 'grown-token-' || n || '-' || g, 'grown-' || n, now() + interval '30 days',
         now() - interval '1 day', CASE WHEN g < $2 - 1 THEN now() - interval '1 hour' END, g
       FROM generate_series(1, $1::int) AS n, generate_series(0, $2 - 1) AS g`,
      [GROWN_GRANTS, HISTORY_PER_GRANT],
    );
    await db.query("VACUUM ANALYZE");
  } finally {
    await db.end();
  }
}

export async function startGrowthServer(server: BenchServer, serverUrl: string, port: number): Promise<GrowthServer> {
  const database = await scratchDatabase(serverUrl, "oauth_bench_grown");
  try {
    seedBenchDatabase({ ...server.env, DATABASE_URL: database.url }, { demo: true });
    console.log(`Growing a second database to ${GROWN_GRANTS.toLocaleString("en")} grants…`);
    await grow(database.url);
    const child = await server.startBeside(port, { DATABASE_URL: database.url });
    return {
      ...child,
      databaseName: database.name,
      async stop() {
        await child.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Our workloads again on the grown database, each right after its twin on the small one. */
export function withGrowth(all: Workload[], grown: Workload[]): Workload[] {
  return all.flatMap((w) => {
    const twin = grown.find((g) => g.name === `${w.name}${GROWN}`);
    return twin && w.target === undefined ? [w, twin] : [w];
  });
}

export const grownWorkloads = (ours: Workload[]): Workload[] =>
  ours
    .filter((w) => GROWTH_WORKLOADS.includes(w.name))
    .map((w) => ({ ...w, name: `${w.name}${GROWN}`, target: "growth" as const }));

/** How far the grown database's CPU per request may stray from the small one's and count as the same. */
export const SAME_COST = 1.15;

/**
 * One run of a workload on one of the twins at a fixed offered rate (paced-load.ts): closed-loop,
 * a twin that answers fewer requests a second spreads its fixed costs (the event loop's turns, the
 * socket reads) over fewer requests at a time, so its CPU per request rises with no cost of its
 * own growing. At the same offered rate both twins do the same work a second.
 */
export type SameRateRun = {
  workload: string;
  grown: boolean;
  offeredPerSec: number;
  requests: number;
  /** Node plus PostgreSQL CPU over the run, in ms, and PostgreSQL's part of it. */
  cpuMs: number;
  databaseMs: number;
  failures: number;
};

/** The rate both twins are offered: half the slower one's most, so neither queues. */
export function sameRate(small: Row, grown: Row): number {
  return Math.max(1, Math.round(Math.min(small.reqPerSec, grown.reqPerSec) / 2));
}

export type Growth = {
  workload: string;
  connections: number;
  /** Closed loop: the grown twin's req/s and CPU per request over the small one's. */
  throughput: number;
  cpu: number;
  /** At the same offered rate (the verdict, when measured): CPU per request over the small one's. */
  atSameRate?: { offeredPerSec: number; cpu: number };
  same: boolean;
};

export function growthRatios(rows: Row[], sameRateRuns: SameRateRun[] = []): Growth[] {
  const cpu = (r: Row) => (r.serverCpuMs ?? Number.NaN) + (r.databaseCpuMs ?? 0);
  const perRequest = (workload: string, grown: boolean) => {
    const runs = sameRateRuns.filter((r) => r.workload === workload && r.grown === grown);
    const requests = runs.reduce((n, r) => n + r.requests, 0);
    return requests > 0 ? runs.reduce((n, r) => n + r.cpuMs, 0) / requests : undefined;
  };
  return rows.flatMap((small) => {
    const grown = rows.find((r) => r.workload === `${small.workload}${GROWN}` && r.connections === small.connections);
    if (!grown || small.target !== "app") return [];
    const ratio = cpu(grown) / cpu(small);
    const [smallPaced, grownPaced] = [perRequest(small.workload, false), perRequest(small.workload, true)];
    const atSameRate =
      smallPaced !== undefined && grownPaced !== undefined
        ? {
            offeredPerSec: sameRateRuns.find((r) => r.workload === small.workload)!.offeredPerSec,
            cpu: grownPaced / smallPaced,
          }
        : undefined;
    const verdict = atSameRate?.cpu ?? ratio;
    return [
      {
        workload: small.workload,
        connections: small.connections,
        throughput: grown.reqPerSec / small.reqPerSec,
        cpu: ratio,
        ...(atSameRate ? { atSameRate } : {}),
        same: Number.isNaN(verdict) || verdict <= SAME_COST,
      },
    ];
  });
}

export function printGrowth(growth: Growth[]) {
  if (growth.length === 0) return;
  console.log(
    `\n${GROWN_GRANTS.toLocaleString("en")} grants and ${(GROWN_GRANTS * HISTORY_PER_GRANT).toLocaleString("en")} refresh tokens of history against the small database (target: CPU per request within ${SAME_COST}x):`,
  );
  for (const g of growth)
    console.log(
      `  @${g.connections} ${g.workload.padEnd(48)} closed loop: req/s ${g.throughput.toFixed(2)}x, CPU per request ${g.cpu.toFixed(2)}x${g.atSameRate ? `; both offered ${g.atSameRate.offeredPerSec} req/s: CPU per request ${g.atSameRate.cpu.toFixed(2)}x` : ""}  ${g.same ? "the same" : "GROWS"}`,
    );
}
