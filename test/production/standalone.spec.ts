// The standalone server the container image runs, assembled as the Dockerfile assembles it
// (scripts/assemble-standalone.mjs), started from its own folder with nothing else around it.
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  METRICS_TOKEN,
  createFreshDatabase,
  startProductionServer,
  type FreshDatabase,
  type RunningServer,
} from "./production-server";

let db: FreshDatabase;
let folder: string;
const servers: RunningServer[] = [];

test.beforeAll(async () => {
  db = await createFreshDatabase();
  // @ts-expect-error - a plain JavaScript module without type declarations
  const { assembleStandalone } = await import("../../scripts/assemble-standalone.mjs");
  folder = path.resolve(assembleStandalone(process.env.NEXT_DIST_DIR ?? ".next-ops"));
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

test("Next.js's standalone server.js starts and is ready", async () => {
  const server = await startProductionServer(
    3174,
    db.url,
    { HOSTNAME: "127.0.0.1" },
    { cwd: folder, script: "server.js" },
  );
  servers.push(server);
  const res = await fetch(`${server.url}/readyz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ready" });
  // Static assets were copied next to it.
  const page = await (await fetch(`${server.url}/auth/signin`)).text();
  const asset = /\/_next\/static\/[^"]+\.(?:js|css)/.exec(page)?.[0];
  expect(asset).toBeTruthy();
  expect((await fetch(`${server.url}${asset}`)).status).toBe(200);
  await server.stop();
});

test("the image's command (scripts/start.mjs, two workers) serves, logs requests and sums metrics across workers", async () => {
  const server = await startProductionServer(3175, db.url, { WEB_CONCURRENCY: "2" }, { cwd: folder });
  servers.push(server);
  await expect.poll(() => server.logs.filter((l) => l.includes('"msg":"worker listening"')).length).toBe(2);
  // Side by side, so they travel on separate connections, which the primary deals out in turn.
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) => fetch(`${server.url}/healthz`, { headers: { "x-request-id": `probe-${i}` } })),
  );
  responses.forEach((res, i) => expect(res.headers.get("x-request-id")).toBe(`probe-${i}`));
  // The last line is written when the response has finished, just after the client has it.
  const requestPids = () =>
    new Set(
      server.logs.filter((l) => l.includes('"msg":"request"') && l.includes("probe-")).map((l) => JSON.parse(l).pid),
    );
  await expect.poll(() => [...requestPids()].length).toBe(2);
  const scrape = async () => {
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(/http_requests_total\{route="\/healthz",method="GET",status="200"\} (\d+)/.exec(text)?.[1]);
  };
  // Both workers answered, and every worker's requests are in the sum, whichever worker answers the scrape.
  await expect.poll(scrape).toBe(10);

  // SIGTERM to the primary: every worker drains, then the whole server exits cleanly.
  expect(await server.stop("SIGTERM")).toBe(0);
  expect(server.logs.filter((l) => l.includes("SIGTERM: draining"))).toHaveLength(2);
});
