// A list's `cursor` query parameter is sealed (lib/scheduling/list-cursor.ts) to the list that
// issued it: the guard opens it into the row id it names before the handler sees the query.
import { openCursor } from "@/lib/scheduling/list-cursor";
import { apiError } from "@/lib/server/api/responses";
import { listCursorKey } from "../roots/scheduling";

/**
 * The query with its sealed `cursor` replaced by the row id it names, or null when this list did
 * not issue the cursor (another realm's, a bare row id, tampered): refused, never a page.
 */
export function openQueryCursor<Q>(query: Q, list: () => string): Q | null {
  if (typeof query !== "object" || query === null || !("cursor" in query) || query.cursor === undefined) return query;
  const id = typeof query.cursor === "string" ? openCursor(listCursorKey(), list(), query.cursor) : null;
  return id === null ? null : { ...query, cursor: id };
}

export const cursorRefused = () =>
  apiError(400, "invalid_request", "the query parameters are invalid", {
    cursor: ["is not a cursor of this list: pass back the pagination.nextCursor this list returned"],
  });
