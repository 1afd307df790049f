// Two production servers started at the same moment on one empty PostgreSQL database: the
// migrations run once, one signing key is created, and both publish the same JWKS.
import { expect, test } from "@playwright/test";
import {
  createFreshDatabase,
  startProductionServer,
  type FreshDatabase,
  type RunningServer,
} from "./production-server";

let db: FreshDatabase;
const servers: RunningServer[] = [];

test.beforeAll(async () => {
  db = await createFreshDatabase();
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

test("two instances starting together on an empty database agree on migrations and the signing key", async () => {
  servers.push(...(await Promise.all([startProductionServer(3170, db.url), startProductionServer(3171, db.url)])));
  const [a, b] = servers;

  const migrations = await db.query<{ migration_name: string; n: string }>(
    `SELECT migration_name, count(*) AS n FROM "_prisma_migrations" GROUP BY migration_name`,
  );
  expect(migrations.length).toBeGreaterThan(0);
  expect(migrations.filter((m) => Number(m.n) !== 1)).toEqual([]);

  const keys = await db.query<{ id: string }>(`SELECT id FROM "SigningKey" WHERE "retiredAt" IS NULL`);
  expect(keys).toHaveLength(1);

  const jwksA = await (await fetch(`${a!.url}/.well-known/jwks.json`)).json();
  const jwksB = await (await fetch(`${b!.url}/.well-known/jwks.json`)).json();
  expect(jwksA).toEqual(jwksB);
  expect(jwksA.keys.map((k: { kid: string }) => k.kid)).toEqual([keys[0]!.id]);
});
