// Names each distinct SQL text so that PostgreSQL parses and plans it once per connection and
// then only binds and executes it, as Prisma's own engine did with its statement cache. The names
// are a digest of the text, so one name always means one text. Past `limit` distinct texts a
// statement goes unnamed (parsed every time, as before), so no stream of novel statements can
// grow the server's per-connection cache without bound (`pg` treats the empty name as unnamed).
import { createHash } from "node:crypto";

export const DEFAULT_NAMED_STATEMENT_LIMIT = 500;

const UNNAMED = "";

export function statementNames(limit = DEFAULT_NAMED_STATEMENT_LIMIT): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit) return UNNAMED;
    const name = `q${createHash("sha256").update(sql).digest("base64url").slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
}
