// The API's route policy table: one row per operation (method + path) with the scope it requires
// (or "public") and the role it needs on team and organization paths. It is built from the
// operations the route files declare (`protectedResource`), so the declaration at the top of each
// route is the one source; the OpenAPI document, the policy snapshot and its test read this table.
import type { RequiredRole } from "@/lib/scheduling/access/api-access";
import type { ApiScope, GuardedHandler, OperationDeclaration } from "@/lib/server/api/operation-types";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type RouteModule = Readonly<Record<string, unknown>>;

export interface PolicyRow {
  readonly method: HttpMethod;
  /** OpenAPI form: /v2/teams/{teamId}/bookings */
  readonly path: string;
  readonly scope: ApiScope;
  readonly role?: RequiredRole;
  readonly operation: OperationDeclaration<unknown, unknown>;
}

export function isGuarded(value: unknown): value is GuardedHandler {
  return typeof value === "function" && "operation" in value && typeof (value as GuardedHandler).operation === "object";
}

/** Rows for every guarded method; `unguarded` lists exported methods that bypass the guard. */
export function buildPolicyTable(routes: readonly { path: string; module: RouteModule }[]): {
  rows: PolicyRow[];
  unguarded: string[];
} {
  const rows: PolicyRow[] = [];
  const unguarded: string[] = [];
  for (const { path, module } of routes) {
    for (const method of HTTP_METHODS) {
      const handler = module[method];
      if (handler === undefined) continue;
      if (!isGuarded(handler)) unguarded.push(`${method} ${path}`);
      else {
        const { scope, role } = handler.operation;
        rows.push({ method, path, scope, ...(role ? { role } : {}), operation: handler.operation });
      }
    }
  }
  return { rows, unguarded };
}

type Compiled<R> = Map<number, Array<{ row: R; pattern: string[] }>>;
const compiledTables = new WeakMap<readonly object[], Compiled<unknown>>();

/** The table's rows by their number of path segments, each path split once (every request looks here). */
function compiled<R extends { path: string }>(rows: readonly R[]): Compiled<R> {
  let table = compiledTables.get(rows) as Compiled<R> | undefined;
  if (table === undefined) {
    table = new Map();
    for (const row of rows) {
      const pattern = row.path.split("/");
      const same = table.get(pattern.length) ?? [];
      same.push({ row, pattern });
      table.set(pattern.length, same);
    }
    compiledTables.set(rows, table as Compiled<unknown>);
  }
  return table;
}

/** Every row whose path template matches a concrete request path, whatever its method. */
export function policyRowsAt<R extends { path: string }>(rows: readonly R[], pathname: string): R[] {
  const segments = pathname.replace(/\/+$/, "").split("/");
  const found: R[] = [];
  for (const { row, pattern } of compiled(rows).get(segments.length) ?? []) {
    if (pattern.every((p, i) => (p.startsWith("{") ? segments[i] !== "" : p === segments[i]))) found.push(row);
  }
  return found;
}

/** The row for a concrete request path, or null: not in the table (fail closed). */
export function findPolicyRow<R extends { method: string; path: string }>(
  rows: readonly R[],
  method: string,
  pathname: string,
): R | null {
  return policyRowsAt(rows, pathname).find((row) => row.method === method) ?? null;
}
