// For the tests that send strings PostgreSQL refuses to every write: the characters, a way to put
// one into any field of a valid input, and a digest of every table to show a refusal wrote nothing.
import type { PrismaClient } from "@/lib/db/generated/client";

/** NUL (text refuses it: 22021) and unpaired surrogates (jsonb refuses them: 22P02). */
export const UNSTORABLE = ["\u0000", "\ud800", "\udfff"] as const;

/** Named as the answers name a field: the keys joined with dots, "_" for the input itself. */
export const fieldName = (path: readonly string[]) => (path.length === 0 ? "_" : path.join("."));

/**
 * `value` with `char` put into one of its strings (or in place of another leaf), the one `seed`
 * picks, and the path of that field.
 */
export function spoil(value: unknown, char: string, seed: number): { value: unknown; path: string[] } {
  const next = Math.floor(seed / 7);
  if (Array.isArray(value) && value.length > 0) {
    const i = seed % value.length;
    const inner = spoil(value[i], char, next);
    return { value: value.map((item, j) => (j === i ? inner.value : item)), path: [String(i), ...inner.path] };
  }
  if (value !== null && typeof value === "object" && Object.keys(value).length > 0) {
    const keys = Object.keys(value);
    const key = keys[seed % keys.length]!;
    const inner = spoil((value as Record<string, unknown>)[key], char, next);
    return { value: { ...value, [key]: inner.value }, path: [key, ...inner.path] };
  }
  const text = typeof value === "string" ? value : "";
  const at = seed % (text.length + 1);
  return { value: `${text.slice(0, at)}${char}${text.slice(at)}`, path: [] };
}

/**
 * A digest of every row of every table but `except` (those a refused call may still touch: the
 * rate limiter's counters, a session's last use): equal digests, nothing written.
 */
export async function tableDigests(
  prisma: PrismaClient,
  except: readonly string[],
  /** Columns left out of a table's digest: stamps a refused call may still write. */
  omit: Readonly<Record<string, readonly string[]>> = {},
): Promise<Record<string, string>> {
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS "name" FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const digests = tables
    .filter((t) => !except.includes(t.name))
    .map((t) => {
      const row = (omit[t.name] ?? []).reduce((expr, column) => `(${expr} - '${column}')`, "to_jsonb(x)");
      return `(SELECT md5(coalesce(string_agg(${row}::text, ',' ORDER BY ${row}::text), '')) FROM "${t.name}" x) AS "${t.name}"`;
    });
  const [row] = await prisma.$queryRawUnsafe<Record<string, string>[]>(`SELECT ${digests.join(", ")}`);
  return row ?? {};
}
