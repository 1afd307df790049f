// How many SQL statements the hot paths send, counted by Prisma's query events, so that a change
// adding a read to every API call fails here rather than in production's throughput.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installDatabase } from "@/lib/db/db";
import { pgliteDirectSql } from "@/lib/db/direct-sql";
import { PrismaClient } from "@/lib/db/generated/client";
import { migrate } from "@/lib/db/migrate";
import { seedDemoData } from "../demo-seed";
import { forgetSigningKeys } from "@/lib/server/roots/signing-keys";
import { tokenActivityRecorder } from "@/lib/server/roots/recorders";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { GET as bookingsGET } from "@/app/v2/bookings/route";
import { CONF, authorizeAndAllow, confQuery, demoUser, exchange, me, refresh } from "./oauth-test-kit";

const statements: string[] = [];
/** The statements that went through Prisma's runtime rather than straight to the driver. */
const viaPrisma: string[] = [];
let lite: PGlite;
let prisma: PrismaClient;

beforeAll(async () => {
  lite = await PGlite.create();
  const conn = {
    exec: async (sql: string) => void (await lite.exec(sql)),
    query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await lite.query<T>(sql, params)).rows,
  };
  const sql = {
    holdsSessions: true,
    withConnection: <T>(fn: (c: typeof conn) => Promise<T>) => fn(conn),
    close: async () => {},
  };
  await migrate(sql);
  const logged = new PrismaClient({ adapter: new PrismaPGlite(lite), log: [{ emit: "event", level: "query" }] });
  logged.$on("query", (event) => {
    statements.push(event.query);
    viaPrisma.push(event.query);
  });
  prisma = logged as unknown as PrismaClient;
  const driver = pgliteDirectSql(lite);
  installDatabase({
    kind: "pglite",
    prisma,
    sql,
    session: sql,
    direct: {
      query: (statement) => {
        statements.push(statement.text);
        return driver.query(statement);
      },
    },
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

const ACTIVITY = /"ClientTokenActivity"/;
/** The write of a secret's lastUsedAt, through Prisma or straight to the driver. */
const SECRET_STAMP = /UPDATE "(public"\.")?ClientSecret"/i;

/**
 * The statements `fn` sends; the token activity counters, written after the answer, are counted on
 * their own. What earlier requests left to write after their answers lands first.
 */
async function count(fn: () => Promise<unknown>, options: { activity?: boolean } = {}): Promise<string[]> {
  await afterAnswerSettled();
  await tokenActivityRecorder().flush();
  statements.length = 0;
  viaPrisma.length = 0;
  await fn();
  return statements.filter((s) => options.activity === true || !ACTIVITY.test(s));
}

/** The demo user's tokens of a new grant of the confidential client. */
async function freshTokens(): Promise<{ access_token: string; refresh_token: string }> {
  return (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)).json()) as {
    access_token: string;
    refresh_token: string;
  };
}

/** What of the last `count` went through Prisma, the token activity counters aside. */
const throughPrisma = () => viaPrisma.filter((s) => !ACTIVITY.test(s));

describe("statements per request", () => {
  it("GET /v2/me reads the grant with its client in one statement and the profile in one", async () => {
    const tokens = await freshTokens();
    await me(tokens.access_token); // signing keys and first-use work happen once per process
    const sent = await count(async () => expect((await me(tokens.access_token)).status).toBe(200));
    expect(sent, sent.join("\n")).toHaveLength(2);
    // Both straight to the driver, as the composition roots wire it (lib/db/direct-sql.ts).
    expect(throughPrisma()).toEqual([]);
  });

  it("GET /v2/bookings reads the grant with its client and one page of bookings, both straight to the driver", async () => {
    const tokens = await freshTokens();
    const list = () =>
      bookingsGET(
        new Request("http://localhost:3000/v2/bookings?take=20", {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        }),
      );
    await list();
    const sent = await count(async () => expect((await list()).status).toBe(200));
    expect(sent, sent.join("\n")).toHaveLength(2);
    expect(sent.at(-1)).toMatch(/FROM "Booking"[\s\S]*ORDER BY/);
    expect(throughPrisma()).toEqual([]);
  });

  it("a refresh of a client that authenticated before is one statement, which retires the old token and stores its successor", async () => {
    const first = (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)).json()) as {
      refresh_token: string;
    };
    const second = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string };
    const sent = await count(async () => expect((await refresh(second.refresh_token)).status).toBe(200));
    // The budget: the client is remembered from its earlier requests (no read), and one statement
    // retires the old token, stores its successor and checks the client is still as it was
    // remembered (no read before the write, no interactive transaction around it).
    expect(sent, sent.join("\n")).toHaveLength(1);
    expect(sent[0]).toMatch(/UPDATE "RefreshToken"[\s\S]*"ClientSecret"[\s\S]*INSERT INTO "RefreshToken"/);
    expect(throughPrisma()).toEqual([]);
  });

  it("a code exchange reads the code, then consumes it and stores the grant in one statement", async () => {
    await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code);
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    const sent = await count(async () => expect((await exchange(code)).status).toBe(200));
    // The client is remembered from earlier requests. No interactive transaction: the one
    // data-modifying statement locks the client row (still as remembered), consumes the code,
    // revokes earlier legacy grants and inserts the grant with its first refresh token.
    expect(sent, sent.join("\n")).toHaveLength(2);
    expect(sent.at(-1)).toMatch(
      /UPDATE "AuthorizationCode"[\s\S]*INSERT INTO "Grant"[\s\S]*INSERT INTO "RefreshToken"/,
    );
    expect(sent.join("\n")).not.toMatch(/\b(BEGIN|COMMIT)\b/);
    expect(throughPrisma()).toEqual([]);
  });

  it("counts token requests for the activity view after the answers, at most one statement per request", async () => {
    const tokens = await Promise.all(
      [0, 1, 2].map(async () => {
        const code = (await authorizeAndAllow(confQuery(), await demoUser())).code;
        return (await (await exchange(code)).json()) as { refresh_token: string };
      }),
    );
    const sent = await count(
      async () => {
        const answers = await Promise.all(tokens.map((t) => refresh(t.refresh_token)));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
        await tokenActivityRecorder().flush();
      },
      { activity: true },
    );
    // Requests answered while a write is in flight share the next one.
    const writes = sent.filter((s) => ACTIVITY.test(s)).length;
    expect(writes).toBeGreaterThanOrEqual(1);
    expect(writes).toBeLessThanOrEqual(3);
  });

  it("an introspection of an access token reads the client, then the grant with its client", async () => {
    const tokens = await freshTokens();
    const introspect = () =>
      introspectPOST(
        new Request("http://localhost:3000/v2/auth/oauth2/introspect", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            token: tokens.access_token,
            client_id: CONF.clientId,
            client_secret: CONF.secret,
          }).toString(),
        }),
      );
    await introspect();
    const sent = await count(async () => {
      const response = await introspect();
      expect(((await response.json()) as { active: boolean }).active).toBe(true);
    });
    // Without a hint the signature is tried before any refresh-token lookup; the access token's
    // grant and its client then come in one read, as for an API call.
    expect(sent, sent.join("\n")).toHaveLength(2);
  });

  it("a refresh writes the secret's lastUsedAt at most once a minute", async () => {
    const first = (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser())).code)).json()) as {
      refresh_token: string;
    };
    const second = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string };
    const sent = await count(async () => {
      expect((await refresh(second.refresh_token)).status).toBe(200);
      await afterAnswerSettled();
    });
    expect(sent.filter((s) => SECRET_STAMP.test(s))).toHaveLength(0);
  });

  it("writes the secret's lastUsedAt after the answer, not before the tokens are issued", async () => {
    await afterAnswerSettled();
    await prisma.clientSecret.updateMany({ data: { lastUsedAt: null } });
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    // Another minute: the recorder's memo of the last write has lapsed.
    const later = new Date(Date.now() + 61_000);
    vi.useFakeTimers({ toFake: ["Date"], now: later, shouldAdvanceTime: true });
    try {
      const sent = await count(async () => expect((await exchange(code)).status).toBe(200));
      expect(sent.filter((s) => SECRET_STAMP.test(s))).toHaveLength(0);
      await afterAnswerSettled();
      const secrets = await prisma.clientSecret.findMany({ where: { lastUsedAt: { not: null } } });
      expect(secrets).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
