import { describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { readPrismaSchema } from "./prisma-schema-model";
import { withTestDatabase } from "./test-database";

const ctx = withTestDatabase();
const expected = readPrismaSchema();

type ColumnRow = { table_name: string; column_name: string; udt_name: string; is_nullable: string };

async function query<T extends Record<string, unknown>>(sql: string): Promise<T[]> {
  return ctx.db.sql.withConnection((c) => c.query<T>(sql));
}

describe("a freshly migrated database matches schema.prisma", () => {
  it("has every column the client expects, with the right type and nullability, and no others", async () => {
    const rows = await query<ColumnRow>(
      `SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    const actual = rows
      .map((r) => ({
        table: r.table_name,
        column: r.column_name,
        udt: r.udt_name.replace(/^_/, ""),
        isArray: r.udt_name.startsWith("_"),
        nullable: r.is_nullable === "YES",
      }))
      .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
    const wanted = [...expected.columns].sort((a, b) =>
      `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`),
    );
    expect(actual).toEqual(wanted);
  });

  it("has every enum with the same values in the same order", async () => {
    const rows = await query<{ name: string; label: string }>(
      `SELECT t.typname AS name, e.enumlabel AS label FROM pg_type t
       JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder`,
    );
    const actual = new Map<string, string[]>();
    for (const r of rows) actual.set(r.name, [...(actual.get(r.name) ?? []), r.label]);
    expect(actual).toEqual(expected.enums);
  });

  it("has every unique constraint and index the schema declares", async () => {
    const rows = await query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname NOT LIKE '%_pkey'`,
    );
    const actual = rows
      .map((r) => ({ name: r.indexname, unique: r.indexdef.startsWith("CREATE UNIQUE") }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(actual).toEqual([...expected.indexes].sort((a, b) => a.name.localeCompare(b.name)));
  });

  it("records each migration in _prisma_migrations and applies nothing twice", async () => {
    const recorded = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"`,
    );
    expect(recorded.length).toBeGreaterThan(0);
    for (const r of recorded) {
      expect(r.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(r.finished_at).not.toBeNull();
    }
    expect(await migrate(ctx.db.session)).toEqual([]);
  });

  it("rolls a failing migration back whole and records nothing", async () => {
    const broken = {
      name: "99999999999999_broken",
      checksum: "0".repeat(64),
      sql: `CREATE TABLE "Half" (id int); SELECT * FROM nowhere;`,
    };
    await expect(migrate(ctx.db.session, [broken])).rejects.toThrow(/99999999999999_broken failed/);
    const half = await query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`);
    expect(half).toEqual([]);
    const rec = await query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '99999999999999_broken'`);
    expect(rec).toEqual([]);
  });

  it("refuses to continue when an applied migration file was edited", async () => {
    const [first] = await query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" LIMIT 1`);
    const edited = { name: first!.migration_name, checksum: "f".repeat(64), sql: "SELECT 1" };
    await expect(migrate(ctx.db.session, [edited])).rejects.toThrow(/checksum differs/);
  });
});
