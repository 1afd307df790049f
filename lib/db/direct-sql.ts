// The hot paths' statements (an API call's grant check, a client's authentication, a refresh's
// rotation, a code's exchange) go to the driver directly, pg's pool or PGlite, instead of through
// Prisma's client runtime, which cost about a tenth of their CPU (docs/performance.md). The same
// statements, the same named-statement cache; only the work around them is gone. Values and rows
// are read as Prisma reads them: a Date goes out as its UTC instant, and a `timestamp` column
// (UTC wall time, as Prisma stores it) comes back as that instant. A statement can only be made by
// the `sql` tag, so no value ever becomes SQL text; one that mentions U+0000 (which PostgreSQL text
// cannot hold, so only hostile input carries it) matches nothing and changes nothing, as Prisma's
// reads do here (nul-safe-reads.ts), instead of failing as a database error.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { PrismaClient } from "./generated/client";
import { containsNul } from "./nul-safe-reads";

declare const fromTag: unique symbol;

export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
  /** Only `sql` makes one. */
  readonly [fromTag]: true;
}

export interface DirectSql {
  query<T>(statement: Statement): Promise<T[]>;
}

const texts = new WeakMap<TemplateStringsArray, string>();
/** The text of each statement `sql` made, in pieces between its parameters (to nest it in another). */
const pieces = new WeakMap<object, readonly string[]>();

/**
 * A statement from a template: each `${value}` becomes a parameter ($1, $2, ...), never SQL text,
 * except a statement this tag made, which is nested as SQL with its own values as parameters (a
 * condition several statements share).
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Statement {
  if (values.some((value) => pieces.has(value as object))) return nested(strings, values);
  let text = texts.get(strings);
  if (text === undefined) {
    text = strings.reduce((joined, part, i) => `${joined}$${i}${part}`);
    texts.set(strings, text);
  }
  return made({ text, values }, strings);
}

function made(statement: { text: string; values: readonly unknown[] }, parts: readonly string[]): Statement {
  pieces.set(statement, parts);
  return statement as unknown as Statement;
}

function nested(strings: readonly string[], values: readonly unknown[]): Statement {
  const parts: string[] = [strings[0] ?? ""];
  const flat: unknown[] = [];
  const add = (value: unknown, next: string) => {
    const inner = pieces.get(value as object);
    if (inner === undefined) {
      flat.push(value);
      parts.push(next);
      return;
    }
    parts[parts.length - 1] += inner[0] ?? "";
    (value as Statement).values.forEach((innerValue, j) => {
      flat.push(innerValue);
      parts.push(inner[j + 1] ?? "");
    });
    parts[parts.length - 1] += next;
  };
  values.forEach((value, i) => add(value, strings[i + 1] ?? ""));
  return made({ text: parts.reduce((joined, part, i) => `${joined}$${i}${part}`), values: flat }, parts);
}

const TIMESTAMP = 1114;

/** `2026-11-26 03:00:00.123` (UTC wall time, PostgreSQL's ISO output) as that instant. */
function utcInstant(text: string): Date {
  const instant = new Date(`${text.replace(" ", "T")}Z`);
  if (Number.isNaN(instant.getTime()))
    throw new Error(`unreadable timestamp ${JSON.stringify(text)} (DateStyle must be ISO)`);
  return instant;
}

const outgoing = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.map(outgoing) : value;

/** pg's pool; `names` is the named-statement generator Prisma's adapter uses, when enabled. */
export function postgresDirectSql(pool: pg.Pool, names?: (query: { sql: string }) => string): DirectSql {
  const types = {
    getTypeParser: (oid: number, format?: "text" | "binary") =>
      oid === TIMESTAMP ? utcInstant : pg.types.getTypeParser(oid, format ?? "text"),
  } as pg.CustomTypesConfig;
  return {
    async query<T>({ text, values }: Statement) {
      if (containsNul(values)) return [];
      const config = { text, values: values.map(outgoing), types, ...(names ? { name: names({ sql: text }) } : {}) };
      return (await pool.query(config)).rows as T[];
    },
  };
}

export function pgliteDirectSql(lite: PGlite): DirectSql {
  const options = { parsers: { [TIMESTAMP]: utcInstant } };
  return {
    async query<T>({ text, values }: Statement) {
      if (containsNul(values)) return [];
      return (await lite.query<T>(text, values as unknown[], options)).rows;
    },
  };
}

/** Through Prisma, for a client opened without a driver at hand (tests that log Prisma's statements). */
export function prismaDirectSql(prisma: PrismaClient): DirectSql {
  return {
    query: async <T>({ text, values }: Statement) =>
      containsNul(values) ? [] : prisma.$queryRawUnsafe<T[]>(text, ...values),
  };
}
