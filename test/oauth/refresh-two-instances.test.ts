// Two server instances on one database answer parallel refreshes of one token alike: each derives
// the successor from the presented token under the key both derive from AUTH_SECRET, so whichever
// wrote it, the other hands out the same one. On PostgreSQL the second instance has its own
// connection pool; PGlite is one process's database, so there it shares the first one's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import type { Database } from "@/lib/db/open-database";
import { hashSecret } from "@/lib/oauth/constant-time";
import { handleTokenRequest } from "@/lib/oauth/token-grants/token-endpoint";
import { seedDemoData } from "../demo-seed";
import { tokenEndpointDeps } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, confQuery, demoUser, exchange } from "./oauth-test-kit";

const ctx = withTestDatabase();
let second: Database | undefined;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  if (ctx.db.kind === "postgres") second = await ctx.db.openAnother();
});
afterAll(async () => {
  await second?.close();
});

type TokenBody = { access_token: string; refresh_token: string };

describe("refresh on two instances sharing one database", () => {
  it("20 parallel refreshes split across both, 10 rounds: all succeed with one successor, one live chain", async () => {
    const first = (await (
      await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)
    ).json()) as TokenBody;
    const instance = async (index: number) => {
      const deps = await tokenEndpointDeps();
      const prisma = index === 1 && second ? second.prisma : ctx.db.prisma;
      return { ...deps, store: createPrismaOAuthStore(prisma) };
    };
    const refreshOn = async (index: number, refreshToken: string) =>
      handleTokenRequest(await instance(index), {
        params: {
          grant_type: "refresh_token",
          refresh_token: refreshToken,
          client_id: CONF.clientId,
          client_secret: CONF.secret,
        },
      });
    let kept = first.refresh_token;
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => refreshOn(i % 2, kept)));
      expect(new Set(answers.map((a) => a.refresh_token)).size).toBe(1);
      kept = answers[Math.floor(Math.random() * answers.length)]!.refresh_token;
    }
    const row = await ctx.db.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: hashSecret(kept) },
      include: { grant: true },
    });
    expect(row.grant.revokedAt).toBeNull();
    expect(
      await ctx.db.prisma.refreshToken.count({ where: { grantId: row.grantId, usedAt: null, revokedAt: null } }),
    ).toBe(1);
  });
});
