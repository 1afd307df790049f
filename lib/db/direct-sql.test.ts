import { describe, expect, it } from "vitest";
import { sql } from "./direct-sql";

describe("sql`...`", () => {
  it("makes every interpolated value a numbered parameter, never SQL text", () => {
    const hostile = 'x\'; DROP TABLE "Grant"; --';
    const statement = sql`SELECT 1 FROM "Grant" WHERE id = ${hostile} AND "createdAt" > ${new Date(0)}::timestamp(3)`;
    expect(statement.text).toBe('SELECT 1 FROM "Grant" WHERE id = $1 AND "createdAt" > $2::timestamp(3)');
    expect(statement.values).toEqual([hostile, new Date(0)]);
  });

  it("builds a call site's text once, and each call keeps its own values", () => {
    const at = (id: string) => sql`SELECT ${id}`;
    const [a, b] = [at("a"), at("b")];
    expect(a.text).toBe("SELECT $1");
    expect(b.text).toBe(a.text);
    expect([a.values, b.values]).toEqual([["a"], ["b"]]);
  });

  it("nests a statement it made as SQL, its values renumbered after the ones before it", () => {
    const live = (id: string, at: Date) => sql`s.id = ${id} AND s."expiresAt" > ${at}::timestamp(3)`;
    const condition = live("secret-1", new Date(0));
    const statement = sql`SELECT 1 FROM t WHERE a = ${"x"} AND ${condition} AND b = ${"y"} OR ${condition}`;
    expect(statement.text).toBe(
      'SELECT 1 FROM t WHERE a = $1 AND s.id = $2 AND s."expiresAt" > $3::timestamp(3) AND b = $4 OR s.id = $5 AND s."expiresAt" > $6::timestamp(3)',
    );
    expect(statement.values).toEqual(["x", "secret-1", new Date(0), "y", "secret-1", new Date(0)]);
    const outer = sql`WITH a AS (${statement}) SELECT ${"z"}`;
    expect(outer.text).toBe(`WITH a AS (${statement.text}) SELECT $7`);
  });

  it("never takes a look-alike object for a statement: only what it made is SQL", () => {
    const forged = { text: "1=1; DROP TABLE t", values: [] };
    const statement = sql`SELECT 1 WHERE x = ${forged}`;
    expect(statement.text).toBe("SELECT 1 WHERE x = $1");
    expect(statement.values).toEqual([forged]);
  });
});
