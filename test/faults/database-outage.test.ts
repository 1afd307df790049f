// The database goes away under load and comes back: every token and API answer is a JSON 503 with
// Retry-After within a bounded time (never a hang, never an empty 500), nothing is half-written,
// and the service recovers without a restart. Runs against the PostgreSQL of TEST_DATABASE_URL,
// reached through a TCP proxy the test cuts, freezes and restores (the server itself is shared).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installDatabase } from "@/lib/db/db";
import { migrate } from "@/lib/db/migrate";
import { openDatabase, type Database } from "@/lib/db/open-database";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { seedDemoData } from "../demo-seed";
import { forgetSigningKeys, getSigningKeys } from "@/lib/server/roots/signing-keys";
import { openServerSession } from "@/lib/auth/server-session";
import { hashSecret } from "@/lib/oauth/constant-time";
import {
  CONF,
  authorizeAndAllow,
  authorizePage,
  confQuery,
  demoUser,
  exchange,
  me,
  refresh,
} from "../oauth/oauth-test-kit";
import { POST as consentPOST } from "@/app/(consent)/auth/oauth2/consent/route";
import { GET as bookingsGET, POST as bookingsPOST } from "@/app/v2/bookings/route";
import { GET as slotsGET } from "@/app/v2/slots/route";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

// The consent POST's signed-in browser: the cookie's session, as next-auth would read it.
const browser = vi.hoisted(() => ({ session: null as null | { user: { id: string }; sid: string; expires: string } }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => browser.session,
}));

const serverUrl = process.env.TEST_DATABASE_URL;
/** connect 1 s + statement 1.5 s (+1 s client grace) per step, a few steps per request. */
const BOUND_MS = 12_000;

type TokenBody = { access_token: string; refresh_token: string };

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("database outage (PostgreSQL behind a cuttable proxy)", () => {
  const name = `oauth_fault_${randomBytes(5).toString("hex")}`;
  let proxy: TcpProxy;
  let db: Database;

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const direct = new URL(serverUrl!);
    direct.pathname = `/${name}`;
    const setup = await openDatabase({ databaseUrl: direct.toString() });
    await migrate(setup.sql);
    await seedDemoData(setup.prisma);
    await setup.close();
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    db = await openDatabase({
      databaseUrl: viaProxy.toString(),
      pool: { max: 5, connectTimeoutMs: 1000, statementTimeoutMs: 1500 },
    });
    installDatabase(db);
    // On a loaded machine the first connections through the proxy can miss the one-second connect
    // bound the tests rely on; the set-up proves nothing, so it tries again.
    for (let attempt = 1; ; attempt++) {
      forgetSigningKeys();
      try {
        await getSigningKeys();
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  });

  afterAll(async () => {
    installDatabase(undefined);
    forgetSigningKeys();
    await proxy?.restore();
    await db?.close();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  const login = async (user: keyof typeof DEMO_USERS = "user") =>
    (await (await exchange((await authorizeAndAllow(confQuery(), await demoUser(user))).code)).json()) as TokenBody;

  async function timed(request: Promise<Response>) {
    const started = Date.now();
    const response = await request;
    const text = await response.text();
    return { response, text, ms: Date.now() - started };
  }

  function expectCleanAnswer({ response, text, ms }: Awaited<ReturnType<typeof timed>>) {
    expect(ms).toBeLessThan(BOUND_MS);
    expect(response.status).not.toBe(500);
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text)).not.toThrow();
    if (response.status === 503) {
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(text).toContain("temporarily_unavailable");
    }
  }

  /**
   * After the proxy is restored, the pool's first connections may miss its one-second connect bound
   * on a loaded machine; what a test asserts next is the service's answer, not the pool's warm-up.
   */
  async function untilDatabaseAnswers() {
    for (const deadline = performance.now() + 30_000; ; ) {
      try {
        await db.prisma.$queryRaw`SELECT 1`;
        return;
      } catch (error) {
        if (performance.now() > deadline) throw error;
      }
    }
  }

  async function expectNothingHalfWritten() {
    // No code used up without its grant; every grant kept its first refresh token; every rotated
    // token has its successor.
    const codes = await db.prisma.authorizationCode.findMany({
      where: { consumedAt: { not: null } },
      select: { codeHash: true },
    });
    const granted = await db.prisma.grant.count({
      where: { authorizationCodeHash: { in: codes.map((c) => c.codeHash) } },
    });
    expect(granted).toBe(codes.length);
    expect(await db.prisma.grant.count({ where: { refreshTokens: { none: {} } } })).toBe(0);
    const orphans = await db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "RefreshToken" AS t WHERE t."usedAt" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "RefreshToken" AS s WHERE s."parentId" = t.id)`;
    expect(orphans[0]?.n).toBe(0);
  }

  it("answers 503 with a body, in bounded time, while the server is stopped under load, then recovers", async () => {
    const sessions = await Promise.all(Array.from({ length: 4 }, () => login()));
    const spare = await login();
    const codes = await Promise.all(
      Array.from({ length: 3 }, async () => (await authorizeAndAllow(confQuery(), await demoUser())).code),
    );
    const inFlight = [
      ...sessions.flatMap((s) => [timed(refresh(s.refresh_token)), timed(me(s.access_token))]),
      ...codes.map((code) => timed(exchange(code))),
    ];
    await proxy.cut();
    const during = await Promise.all([...inFlight, ...sessions.map((s) => timed(refresh(s.refresh_token)))]);
    during.forEach(expectCleanAnswer);
    expect(during.filter((a) => a.response.status === 503).length).toBeGreaterThan(0);

    await proxy.restore();
    await untilDatabaseAnswers();
    // A code whose exchange did not answer 200 was not used up: the retry gets its tokens.
    const exchanged = during.slice(sessions.length * 2, sessions.length * 2 + codes.length);
    for (const [i, answer] of exchanged.entries()) {
      if (answer.response.status !== 200) expect((await exchange(codes[i]!)).status).toBe(200);
    }
    expect((await refresh(spare.refresh_token)).status).toBe(200);
    expect((await me(spare.access_token)).status).toBe(200);
    expect((await login()).access_token).toBeTruthy();
    await expectNothingHalfWritten();
  }, 60_000);

  it("keeps every grant whose refresh answer was lost when the database stays down longer than the retry window", async () => {
    const SESSIONS = 20;
    const DOWN_MS = 72_000;
    const grantOf = async (refreshToken: string) =>
      (
        await db.prisma.refreshToken.findUniqueOrThrow({
          where: { tokenHash: hashSecret(refreshToken) },
          include: { grant: true },
        })
      ).grant;
    // Spread over the demo users: one user holds at most 10 live grants of an app.
    const users = Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[];
    // One at a time, like the refreshes below: twenty at once wait in the pool's queue, and on a
    // loaded machine that wait outlasts its one-second bound (set-up, not what is tested).
    const sessions: Awaited<ReturnType<typeof login>>[] = [];
    for (let i = 0; i < SESSIONS; i++) sessions.push(await login(users[i % users.length]));
    const control = await login();
    // The clock is the test's from here (Date only, frozen unless set): no real waiting.
    vi.useFakeTimers({ toFake: ["Date"] });
    let down = false;
    try {
      // Each refresh commits, and its answer is lost: the database went away before it arrived.
      // One at a time: the pool holds five connections with a one-second wait, and these must all
      // commit (their lost answers are what the test is about, not the pool's queue).
      const lost: TokenBody[] = [];
      for (const s of sessions) lost.push((await (await refresh(s.refresh_token)).json()) as TokenBody);
      expect(lost.every((l) => typeof l.refresh_token === "string")).toBe(true);
      await proxy.cut();
      down = true;
      const retries = () => Promise.all(sessions.map((s) => timed(refresh(s.refresh_token))));
      const first = await retries();
      first.forEach(expectCleanAnswer);
      expect(first.map((a) => a.response.status)).toEqual(sessions.map(() => 503));
      vi.setSystemTime(Date.now() + DOWN_MS);
      expect((await retries()).map((a) => a.response.status)).toEqual(sessions.map(() => 503));
      await proxy.restore();
      down = false;
      await untilDatabaseAnswers();

      const back: Response[] = [];
      for (const s of sessions) back.push(await refresh(s.refresh_token));
      expect(back.map((r) => r.status)).toEqual(sessions.map(() => 200));
      const bodies = (await Promise.all(back.map((r) => r.json()))) as TokenBody[];
      expect(bodies.map((b) => b.refresh_token)).toEqual(lost.map((l) => l.refresh_token));
      for (const body of bodies) expect((await me(body.access_token)).status).toBe(200);
      const grants = await Promise.all(sessions.map((s) => grantOf(s.refresh_token)));
      expect(grants.filter((g) => g.revokedAt !== null)).toEqual([]);

      // Without an outage, a retry as late is still reuse: the family is revoked.
      await refresh(control.refresh_token);
      vi.setSystemTime(Date.now() + DOWN_MS);
      const late = await refresh(control.refresh_token);
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ error: "invalid_grant" });
      expect((await grantOf(control.refresh_token)).revokedReason).toBe("refresh_token_reused");
    } finally {
      vi.useRealTimers();
      if (down) await proxy.restore();
    }
  }, 60_000);

  it("answers 503 in bounded time when the network path goes dead (no response at all), then recovers", async () => {
    const session = await login();
    proxy.freeze();
    const during = await Promise.all([
      timed(refresh(session.refresh_token)),
      timed(me(session.access_token)),
      timed(refresh("unknown-token")),
    ]);
    during.forEach(expectCleanAnswer);
    expect(during.every((a) => a.response.status === 503)).toBe(true);
    await proxy.restore();
    await untilDatabaseAnswers();
    expect((await me(session.access_token)).status).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(200);
    await expectNothingHalfWritten();
  }, 60_000);

  it("sends a consent post to the branded 503 page while the database is away, decides nothing, then decides after", async () => {
    const user = await demoUser();
    const outcome = await authorizePage(confQuery({ scope: "PROFILE_READ SCHEDULE_READ" }), user);
    if (outcome.kind !== "consent") throw new Error(`expected consent, got ${outcome.kind}`);
    browser.session = {
      user: { id: user.id },
      sid: await openServerSession(user.id, 3600),
      expires: "2999-01-01T00:00:00Z",
    };
    const post = () =>
      consentPOST(
        new Request("http://localhost:3000/auth/oauth2/consent", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-oauth-peer-address": "198.51.100.90" },
          body: new URLSearchParams({ request: outcome.formRequest, csrf: outcome.csrf, decision: "allow" }).toString(),
        }),
      );
    try {
      proxy.freeze();
      const started = Date.now();
      const during = await post();
      expect(Date.now() - started).toBeLessThan(BOUND_MS);
      expect(during.status).toBe(303);
      expect(during.headers.get("location")).toBe("/auth/oauth2/interrupted?reason=temporarily_unavailable");
      await proxy.restore();
      await untilDatabaseAnswers();
      // The single-use form was not spent by the failed attempt: the same click now decides.
      const after = await post();
      expect(after.status).toBe(303);
      expect(after.headers.get("location")).toMatch(
        new RegExp(`^${CONF.redirectUris[0]!.replace(/[.?]/g, "\\$&")}\\?code=`),
      );
    } finally {
      browser.session = null;
    }
  }, 60_000);

  const B = "http://localhost:3000/v2";
  const slotsOfNextWeek = () =>
    slotsGET(
      new Request(
        `${B}/slots?eventTypeId=demo-event-intro&start=${new Date(Date.now() + 86_400_000).toISOString()}&end=${new Date(Date.now() + 8 * 86_400_000).toISOString()}`,
      ),
    );
  const bookSlot = (start: string) =>
    bookingsPOST(
      new Request(`${B}/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          eventTypeId: "demo-event-intro",
          start,
          attendee: { name: "Ann", email: "ann@example.com" },
        }),
      }),
    );

  it("answers 503 on the API routes too - public slots and booking, a token's booking list - and books nothing half-way", async () => {
    const session = await login();
    const free = ((await (await slotsOfNextWeek()).json()) as { data: { start: string }[] }).data;
    const start = free[0]!.start;
    await proxy.cut();
    const listBookings = bookingsGET(
      new Request(`${B}/bookings`, { headers: { authorization: `Bearer ${session.access_token}` } }),
    );
    const during = await Promise.all([timed(slotsOfNextWeek()), timed(bookSlot(start)), timed(listBookings)]);
    during.forEach(expectCleanAnswer);
    expect(during.map((a) => a.response.status)).toEqual([503, 503, 503]);
    await proxy.restore();
    await untilDatabaseAnswers();
    // The refused booking took nothing: the same slot is still free and is booked once.
    expect((await bookSlot(start)).status).toBe(201);
    expect(
      await db.prisma.booking.count({ where: { eventTypeId: "demo-event-intro", startTime: new Date(start) } }),
    ).toBe(1);
    expect((await slotsOfNextWeek()).status).toBe(200);
  }, 60_000);
});
