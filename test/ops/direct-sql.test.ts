// The hot paths' direct statements (lib/db/direct-sql.ts) read and write what Prisma does: the same
// instants in `timestamp` columns whatever the process's time zone, arrays, booleans and nulls.
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "@/lib/db/direct-sql";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("direct statements", () => {
  it("writes and reads the instants Prisma does, in a process far from UTC", async () => {
    process.env.TZ = "Pacific/Auckland";
    const prisma = ctx.db.prisma;
    const direct = ctx.db.direct!;
    const tag = `direct-${Date.now()}`;
    const written = new Date("2030-01-01T00:00:00.123Z");
    await direct.query(sql`
      INSERT INTO "User" (id, email, username, name, "passwordHash", "createdAt", "updatedAt")
      VALUES (${tag}, ${`${tag}@example.com`}, ${tag}, 'Direct', 'x', ${written}::timestamp(3), ${written}::timestamp(3))`);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: tag } })).createdAt.toISOString()).toBe(
      written.toISOString(),
    );

    const later = new Date("2031-06-15T12:34:56.789Z");
    await prisma.user.update({ where: { id: tag }, data: { createdAt: later } });
    const [row] = await direct.query<{ createdAt: Date; none: Date | null; list: string[]; yes: boolean }>(sql`
      SELECT "createdAt", NULL::timestamp(3) AS none, ARRAY['A', 'B']::text[] AS list, ${true}::boolean AS yes
      FROM "User" WHERE id = ${tag}`);
    expect(row).toEqual({ createdAt: later, none: null, list: ["A", "B"], yes: true });
  });

  it("sends a Date inside an array as its instant too", async () => {
    process.env.TZ = "America/Los_Angeles";
    const at = new Date("2030-07-01T23:30:00.500Z");
    const [row] = await ctx.db.direct!.query<{ list: string }>(
      sql`SELECT to_char((${[at]}::timestamp(3)[])[1], 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS list`,
    );
    expect(row?.list).toBe(at.toISOString());
  });

  it("passes a hostile value as a parameter: it matches nothing and changes nothing", async () => {
    const rows = await ctx.db.direct!.query(sql`SELECT id FROM "User" WHERE id = ${`x' OR '1'='1`}`);
    expect(rows).toEqual([]);
  });

  it("answers a statement that mentions U+0000 with no rows instead of a database error", async () => {
    const tag = `nul-${Date.now()}`;
    const rows = await ctx.db.direct!.query(
      sql`INSERT INTO "User" (id, email, username, name, "passwordHash", "updatedAt")
          VALUES (${tag}, ${"a\u0000@example.com"}, ${tag}, 'n', 'x', now()) RETURNING id`,
    );
    expect(rows).toEqual([]);
    expect(await ctx.db.prisma.user.findUnique({ where: { id: tag } })).toBeNull();
  });
});
