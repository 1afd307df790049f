// How many SQL statements the hot paths send, counted by Prisma's query events, so that a change
// adding a read to every API call fails here rather than in production's throughput.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installDatabase } from "@/lib/db/db";
import { PrismaClient } from "@/lib/db/generated/client";
import { migrate } from "@/lib/db/migrate";
import { seedDemoData } from "@/lib/server/demo-seed";
import { forgetSigningKeys } from "@/lib/server/signing-keys";
import { authorizeAndAllow, confQuery, demoUser, exchange, me, refresh } from "./oauth-test-kit";

const statements: string[] = [];
let lite: PGlite;
let prisma: PrismaClient;

beforeAll(async () => {
  lite = await PGlite.create();
  const conn = {
    exec: async (sql: string) => void (await lite.exec(sql)),
    query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await lite.query<T>(sql, params)).rows,
  };
  await migrate({ withConnection: (fn) => fn(conn), close: async () => {} });
  const logged = new PrismaClient({ adapter: new PrismaPGlite(lite), log: [{ emit: "event", level: "query" }] });
  logged.$on("query", (event) => statements.push(event.query));
  prisma = logged as unknown as PrismaClient;
  installDatabase({
    kind: "pglite",
    prisma,
    sql: { withConnection: (fn) => fn(conn), close: async () => {} },
    close: async () => {},
  });
  forgetSigningKeys();
  await seedDemoData(prisma);
});

afterAll(async () => {
  installDatabase(undefined);
  forgetSigningKeys();
  await prisma.$disconnect();
  await lite.close();
});

async function count(fn: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await fn();
  return [...statements];
}

describe("statements per request", () => {
  it("GET /v2/me reads the grant with its client in one statement and the profile in one", async () => {
    const tokens = (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    await me(tokens.access_token); // signing keys and first-use work happen once per process
    const sent = await count(async () => expect((await me(tokens.access_token)).status).toBe(200));
    expect(sent, sent.join("\n")).toHaveLength(2);
  });

  it("a refresh reads the client with its secrets in one statement and rotates the token in one", async () => {
    const first = (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)).json()) as {
      refresh_token: string;
    };
    const second = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string };
    const sent = await count(async () => expect((await refresh(second.refresh_token)).status).toBe(200));
    // The budget: one read to authenticate the client, one statement that retires the old token and
    // stores its successor (no read before the write, no interactive transaction around it).
    expect(sent, sent.join("\n")).toHaveLength(2);
    expect(sent[1]).toMatch(/UPDATE "RefreshToken"[\s\S]*INSERT INTO "RefreshToken"/);
  });

  it("a code exchange reads the client once and stores the grant in one transaction of three statements", async () => {
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    const sent = await count(async () => expect((await exchange(code)).status).toBe(200));
    // Client read; then in one transaction: consume the code (locking the client row), revoke any
    // earlier legacy grants, insert the grant with its first refresh token; then COMMIT.
    expect(sent, sent.join("\n")).toHaveLength(5);
    expect(sent.at(-1)).toMatch(/COMMIT/);
  });

  it("a refresh writes the secret's lastUsedAt at most once a minute", async () => {
    const first = (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)).json()) as {
      refresh_token: string;
    };
    const second = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string };
    const sent = await count(async () => expect((await refresh(second.refresh_token)).status).toBe(200));
    expect(
      sent.filter((s) => /UPDATE "public"\."ClientSecret"/i.test(s) || /UPDATE "ClientSecret"/i.test(s)),
    ).toHaveLength(0);
  });
});
