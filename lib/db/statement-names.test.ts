import { describe, expect, it } from "vitest";
import { statementNames } from "./statement-names";

describe("statementNames", () => {
  it("gives one text one name, and different texts different names", () => {
    const name = statementNames();
    const first = name({ sql: 'SELECT 1 FROM "User" WHERE id = $1' });
    expect(first).toMatch(/^q[\w-]{24}$/);
    expect(name({ sql: 'SELECT 1 FROM "User" WHERE id = $1' })).toBe(first);
    expect(name({ sql: 'SELECT 1 FROM "User" WHERE email = $1' })).not.toBe(first);
  });

  it("agrees between processes, so a name never means two texts", () => {
    expect(statementNames()({ sql: "SELECT $1" })).toBe(statementNames()({ sql: "SELECT $1" }));
  });

  it("leaves statements unnamed past its limit, and keeps the names it gave", () => {
    const name = statementNames(2);
    const a = name({ sql: "SELECT 1" });
    const b = name({ sql: "SELECT 2" });
    expect(name({ sql: "SELECT 3" })).toBe("");
    expect(name({ sql: "SELECT 4" })).toBe("");
    expect([name({ sql: "SELECT 1" }), name({ sql: "SELECT 2" })]).toEqual([a, b]);
  });
});
