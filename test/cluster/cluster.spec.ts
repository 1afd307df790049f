// Several instances behind a load balancer, proven black-box: three instances of the production
// build (one worker each) on one fresh PostgreSQL database and one Redis, behind HAProxy running
// deploy/haproxy.cfg, every call sent through the balancer. The scenarios run in order on the one
// cluster. Two of them span others, so their waits overlap instead of adding up: the replay after
// the refresh window is checked once the window has passed, and the webhook left in flight by the
// instance killed during the refresh storm is checked once another instance has taken it over.
// Nothing here depends on the machine's speed: every wait is for a condition, with a generous
// deadline, and the assertions count outcomes, never time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFreshDatabase, type FreshDatabase, seedDemoData } from "../production/production-server";
import { type HoldingReceiver, startHoldingReceiver } from "./holding-receiver";
import { type LoadResult, release, startLoad } from "./load";
import {
  APP,
  type Jar,
  USER,
  allow,
  consentPage,
  me,
  newGrant,
  refresh,
  send,
  signIn,
  token,
  type Tokens,
} from "./oauth-calls";
import { type Child, Instance, freePort, startHaproxy, startRedis, until } from "./processes";

const WINDOW_SECONDS = 30;
const settings = (lb: string, databaseUrl: string, redisUrl: string, dataDir: string): Record<string, string> => ({
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next",
  // Loopback webhook receivers are refused under APP_ENV=production; nothing else here differs.
  APP_ENV: "development",
  WEBHOOK_ALLOW_LOOPBACK: "true",
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET: "cluster-test-secret-that-is-long-enough-0123456789",
  AUTH_URL: lb,
  BASE_URL: lb,
  REDIS_URL: redisUrl,
  TRUSTED_PROXY_HOPS: "1",
  WEB_CONCURRENCY: "1",
  DB_POOL_MAX: "8",
  LOG_LEVEL: "info",
  METRICS_TOKEN: "cluster-test-metrics-token",
  HOUSEKEEPING_INTERVAL_MINUTES: "0",
  // Above what HAProxy's checks take to see readiness fail at worst (deploy/haproxy.cfg), as compose sets it.
  SHUTDOWN_READINESS_DELAY_MS: "8000",
  // A delivery whose sender died is taken over within about 2 minutes instead of 6.
  WEBHOOK_CLAIM_SECONDS: "15",
  REFRESH_REUSE_WINDOW_SECONDS: String(WINDOW_SECONDS),
  // The storms refresh far above a real client's pace; every grant goes through the consent page.
  REFRESH_MAX_PER_MINUTE: "1000000",
  REMEMBER_CONSENT: "off",
  RATE_LIMIT_AUTHORIZE_IP: "1000000/60",
  // Small budgets, so the shared counts show in a few requests.
  RATE_LIMIT_TOKEN_CLIENT_FAILURES: "5/60",
  RATE_LIMIT_SIGN_IN_ACCOUNT_IP: "3/900",
});

let db: FreshDatabase;
let redis: Child;
let redisPort: number;
let haproxy: Child;
let instances: Instance[] = [];
let receiver: HoldingReceiver;
let dataDir: string;
let LB: string;
let jar: Jar;

/** The balancer's unusual lines (not a 200, or not ended normally) and each process's last lines. */
function report(): string {
  const unusual = haproxy.lines.filter((l) => !/ 200 /.test(l) || !/ ---- /.test(l));
  return [
    `haproxy, unusual lines:\n${unusual.slice(-40).join("\n")}`,
    ...instances.map((i) => i.current?.tail(10)),
  ].join("\n\n");
}

/** Asserts no failure, after a moment for the processes' last lines to arrive for the report. */
async function expectNone(failures: readonly unknown[]) {
  if (failures.length > 0) await new Promise((r) => setTimeout(r, 1000));
  expect(failures, report()).toEqual([]);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "oauth-cluster-"));
  db = await createFreshDatabase();
  seedDemoData(db.url);
  // The demo app may also ask for webhooks (a fixture: registering an app takes the portal's forms).
  await db.query(
    `UPDATE "OAuthClient" SET scopes = scopes || ARRAY['WEBHOOK_READ', 'WEBHOOK_WRITE'] WHERE "clientId" = '${APP.id}'`,
  );
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  const lbPort = await freePort();
  LB = `http://127.0.0.1:${lbPort}`;
  const ports = [await freePort(), await freePort(), await freePort()];
  const env = settings(LB, db.url, `redis://127.0.0.1:${redisPort}`, dataDir);
  instances = ports.map((port, i) => new Instance(`instance ${i + 1}`, port, env));
  // The first creates the signing key; the other two start together after it (starting all at
  // once, on a loaded machine, is the production tier's subject).
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((i) => i.start()));
  haproxy = await startHaproxy(lbPort, ports);
  await until("the balancer to serve", async () => (await send(`${LB}/readyz`).catch(() => null))?.status === 200);
  receiver = await startHoldingReceiver(() => instances.flatMap((i) => (i.pid ? [i.pid] : [])));
  const signedIn = await signIn(LB, USER.email, USER.password);
  expect(signedIn.signedIn).toBe(true);
  jar = signedIn.jar;
});

afterAll(async () => {
  await Promise.all(instances.map((i) => i.current?.stop("SIGKILL")));
  await Promise.all([haproxy?.stop(), redis?.stop(), receiver?.close()]);
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends tagged /v2/me calls through the balancer until the instance's new process serves one. */
async function rejoined(instance: Instance, accessToken: string, tag: string) {
  let n = 0;
  await until(`the balancer to send ${instance.name} requests again`, async () => {
    await me(LB, accessToken, `${tag}.${n++}`);
    return instance.servesNow(`${tag}.`);
  });
}

/** One line of a load's figures in the tier's output (the closing notes quote them). */
function figures(scenario: string, result: LoadResult) {
  const { refresh, me, consent } = result.completed;
  console.log(
    `[cluster] ${scenario}: ${refresh} refreshes, ${me} /v2/me, ${consent} consents completed; ` +
      `${result.lost.length} lost answers retried (${result.lost.join(" ") || "none"}); ` +
      `${result.failures.length} failed requests; ${result.holders.length} grants, none lost`,
  );
}

describe("three instances behind HAProxy", () => {
  let replay: { token: string; successor: Tokens; rotatedBy: number };

  it("20 parallel refreshes of one token spread over the instances, lost answers retried: one successor, the grant lives", async () => {
    const grant = await newGrant(LB, jar);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const first = await refresh(LB, grant.refresh_token, `par.${i}.a`);
        // Every other caller loses the answer the service sent and asks again with the same token.
        return i % 2 === 1 ? refresh(LB, grant.refresh_token, `par.${i}.b`) : first;
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const tokens = answers.map((a) => JSON.parse(a.text) as Tokens);
    const successors = new Set(tokens.map((t) => t.refresh_token));
    expect(successors.size).toBe(1);
    expect(successors.has(grant.refresh_token)).toBe(false);
    for (const t of tokens) expect((await me(LB, t.access_token)).status).toBe(200);
    for (const instance of instances) expect(instance.served("par."), instance.name).toBeGreaterThan(0);

    // The grant lives: its successor refreshes, and the new access token is accepted.
    const successor = tokens[0]!.refresh_token;
    const next = await refresh(LB, successor);
    expect(next.status).toBe(200);
    const nextTokens = JSON.parse(next.text) as Tokens;
    expect((await me(LB, nextTokens.access_token)).status).toBe(200);
    // Within the window the used token still answers with its unused successor; checked after it below.
    replay = { token: successor, successor: nextTokens, rotatedBy: Date.now() };
  });

  let hook: { id: string; accessToken: string; victimPid: number };

  it("kill -9 of one instance during a refresh storm loses no grant, and only the balancer answers 5xx; it rejoins", async () => {
    const storm = await startLoad(LB, jar, { refreshers: 6, readers: 0, consenters: 0, retryLostAnswers: true });
    await storm.more(3);

    // A webhook delivery in flight on the instance about to die (checked in the last scenario): the
    // receiver holds it unanswered, so its sender waits (up to its 10 s send timeout).
    const webhookGrant = await newGrant(LB, jar, "WEBHOOK_READ WEBHOOK_WRITE");
    const auth = { authorization: `Bearer ${webhookGrant.access_token}`, "content-type": "application/json" };
    const created = await send(`${LB}/v2/webhooks`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ subscriberUrl: receiver.url, triggers: ["BOOKING_CREATED"] }),
    });
    expect(created.status, created.text).toBe(201);
    const webhookId = (JSON.parse(created.text) as { data: { id: string } }).data.id;
    expect((await send(`${LB}/v2/webhooks/${webhookId}/test`, { method: "POST", headers: auth })).status).toBe(200);
    await until("the test event to reach the receiver", () => receiver.deliveries.length === 1);
    const held = receiver.deliveries[0]!;
    const victim = instances.find((i) => i.pid === held.senderPid);
    expect(victim, "the sender is one of the instances").toBeDefined();
    hook = { id: webhookId, accessToken: webhookGrant.access_token, victimPid: held.senderPid! };

    expect(held.open, "the sender still waits for the receiver's answer").toBe(true);
    victim!.current!.stop("SIGKILL");
    await victim!.current!.exited;
    await storm.more(5);
    const result = await storm.stop();

    // Every answer that was not a 200 was a lost one (HAProxy's own 502-504, or the connection it
    // closed for a request the dead instance held), and its retry was answered: no 5xx of the service.
    await expectNone(result.failures);
    expect(result.lost.filter((lost) => lost !== "closed" && ![502, 503, 504].includes(lost))).toEqual([]);
    for (const holder of result.holders) {
      const next = await refresh(LB, holder.refresh_token);
      expect(next.status, "the grant outlived the instance").toBe(200);
      const successor = JSON.parse(next.text) as Tokens;
      expect((await me(LB, successor.access_token)).status).toBe(200);
      holder.refresh_token = successor.refresh_token;
    }
    figures("kill -9 during a refresh storm", result);
    await release(LB, result);

    await victim!.start();
    await rejoined(victim!, webhookGrant.access_token, "rejoin");
  });

  it("a rolling restart (SIGTERM, one at a time, wait for ready) under refreshes, /v2/me and consent fails no request", async () => {
    const load = await startLoad(LB, jar, { refreshers: 3, readers: 2, consenters: 2, paceMs: 150 });
    const exits: (number | null)[] = [];
    for (const instance of instances) {
      const stopping = instance.current!;
      exits.push(await stopping.stop("SIGTERM"));
      expect(stopping.lines.some((l) => l.includes("SIGTERM: draining"))).toBe(true);
      await instance.start();
      await until(`the balancer to send ${instance.name} load again`, () => instance.servesNow("load."));
    }
    const result = await load.stop();
    expect(exits).toEqual([0, 0, 0]);
    await expectNone(result.failures);
    expect(result.completed.refresh).toBeGreaterThan(0);
    expect(result.completed.me).toBeGreaterThan(0);
    expect(result.completed.consent).toBeGreaterThan(0);
    figures("rolling restart", result);
    await release(LB, result);
  });

  it("a refresh token presented again after the window revokes the family", async () => {
    // Wait out the rest of the window (the scenarios before usually used it up).
    await until("the refresh window to pass", () => Date.now() > replay.rotatedBy + (WINDOW_SECONDS + 1) * 1000);
    const reused = await refresh(LB, replay.token);
    expect(reused.status).toBe(400);
    expect(JSON.parse(reused.text).error).toBe("invalid_grant");
    expect((await refresh(LB, replay.successor.refresh_token)).status).toBe(400);
    expect((await me(LB, replay.successor.access_token)).status).toBe(401);
  });

  it("rate limits and sign-in throttles hold across the instances (Redis)", async () => {
    const pending = { id: "demo-pending-app", secret: "not-its-secret" };
    const wrong = (i: number) => token(LB, { grant_type: "refresh_token", refresh_token: "x" }, `rl.${i}`, pending);
    for (let i = 0; i < 5; i++) expect((await wrong(i)).status).toBe(401);
    const refused = await wrong(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const instance of instances) expect(instance.served("rl."), instance.name).toBeGreaterThan(0);

    const guesses = [];
    for (let i = 0; i < 4; i++)
      guesses.push(await signIn(LB, "nobody@cluster.example", "wrong-password", `guess.${i}`));
    expect(guesses.slice(0, 3).map((g) => g.error)).toEqual([
      "CredentialsSignin",
      "CredentialsSignin",
      "CredentialsSignin",
    ]);
    expect(guesses[3]!.error).toMatch(/^TooManyAttempts:\d+$/);
    expect(instances.filter((i) => i.served("guess.") > 0).length).toBeGreaterThan(1);

    const direct = new Redis(`redis://127.0.0.1:${redisPort}`);
    try {
      expect(await direct.keys("rl:TOKEN_CLIENT_FAILURES:*")).not.toEqual([]);
      expect(await direct.keys("rl:SIGN_IN_ACCOUNT_IP:*")).not.toEqual([]);
    } finally {
      direct.disconnect();
    }
  });

  it("with Redis stopped the service keeps serving, each instance limiting on its own", async () => {
    await redis.stop();
    const grant = await newGrant(LB, jar);
    let latest = grant.refresh_token;
    for (let i = 0; i < 3; i++) {
      const next = await refresh(LB, latest);
      expect(next.status).toBe(200);
      latest = (JSON.parse(next.text) as Tokens).refresh_token;
      expect((await me(LB, grant.access_token)).status).toBe(200);
    }
    const page = await consentPage(LB, jar, "PROFILE_READ");
    expect(page.answer.status).toBe(200);
    expect((await allow(LB, jar, page)).code).toBeTruthy();
    expect((await signIn(LB, USER.email, USER.password)).signedIn).toBe(true);

    // The documented fallback: each process counts in its own memory, so the 5 failures a
    // (client, address) gets become at most 5 per instance, and past them still 429.
    const ghost = { id: "cluster-no-such-app", secret: "x" };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await token(LB, { grant_type: "refresh_token", refresh_token: "x" }, `ghost.${i}`, ghost)).status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // More than one budget's worth: the counts are no longer shared.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(5);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(15);
    expect(statuses).toContain(429);

    redis = await startRedis(redisPort);
  });

  it("the webhook delivery in flight when its instance died is delivered by another, once by its webhook-id", async () => {
    await until(
      "another instance to deliver the webhook",
      () => receiver.deliveries.some((d) => d.acknowledged),
      300_000,
    );
    // pg-boss has settled the delivery's job, so no further copy can be sent.
    await until("the delivery's job to finish", async () => {
      const [open] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook-delivery' AND state IN ('created', 'retry', 'active')",
      );
      return open?.n === 0;
    });
    const list = await send(`${LB}/v2/webhooks/${hook.id}/deliveries`, {
      headers: { authorization: `Bearer ${hook.accessToken}` },
    });
    const [delivery] = (JSON.parse(list.text) as { data: { messageId: string; status: string }[] }).data;
    expect(delivery?.status).toBe("DELIVERED");

    const [held, ...rest] = receiver.deliveries;
    expect(held!.senderPid).toBe(hook.victimPid);
    expect(held!.acknowledged).toBe(false);
    const ids = new Set(receiver.deliveries.map((d) => d.webhookId));
    expect([...ids]).toEqual([delivery!.messageId]);
    expect(receiver.deliveries.filter((d) => d.acknowledged)).toHaveLength(1);
    for (const copy of rest) {
      expect(copy.senderPid).not.toBeNull();
      expect(copy.senderPid).not.toBe(hook.victimPid);
    }
  });
});
