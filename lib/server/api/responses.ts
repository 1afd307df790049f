// The API's JSON envelope: `{status: "success", data}` and `{status: "error", error: {code, message}}`.
import type { ListPage } from "./operation-types";

export type FieldErrors = Record<string, string[]>;

export function success(data: unknown, status = 200): Response {
  return Response.json({ status: "success", data }, { status });
}

/** A page of a list; `nextCursor` is null on the last page. Lists answer through pageAnswer, which seals it. */
function page(items: readonly unknown[], nextCursor: string | null): Response {
  return Response.json({ status: "success", data: items, pagination: { nextCursor } });
}

export function apiError(status: number, code: string, message: string, fieldErrors?: FieldErrors): Response {
  return Response.json(
    { status: "error", error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } },
    { status },
  );
}

export const notFound = (what = "resource") => apiError(404, "not_found", `${what} not found`);

/** A page of a list, handed to the guard, which seals its cursor (see ListPage). */
export function listPage(result: { items: readonly unknown[]; nextCursor: string | null }): ListPage {
  return { kind: "list-page", items: result.items, nextCursor: result.nextCursor };
}

/** The answer to a list page: its `nextCursor` (a row id) sealed to the list by `seal`. */
export function pageAnswer(result: ListPage, seal: (id: string) => string): Response {
  return page(result.items, result.nextCursor === null ? null : seal(result.nextCursor));
}

/** The realm of a guarded (non-public) operation; the guard has always set it. */
export function realmOf<T extends { realm: unknown }>(ctx: T): NonNullable<T["realm"]> {
  if (!ctx.realm) throw new Error("operation without a realm");
  return ctx.realm as NonNullable<T["realm"]>;
}

/** The team of a team path (a route mounted elsewhere is a programming error, not a request error). */
export function teamIdOf(realm: { kind: string; teamId?: string }): string {
  if (realm.kind !== "team" || !realm.teamId) throw new Error("operation mounted outside a team path");
  return realm.teamId;
}

export function organizationIdOf(realm: { kind: string; organizationId?: string | null }): string {
  if (realm.kind !== "organization" || !realm.organizationId)
    throw new Error("operation mounted outside an organization path");
  return realm.organizationId;
}
