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
});
