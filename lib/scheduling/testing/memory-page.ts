// Cursor pages over sorted rows, as the Prisma adapters answer them: `take` rows after the row the
// cursor names, and the last row's id as the next cursor when more follow.
import type { Page, PageRequest } from "../api-ports";

export function pageAfter<T extends { id: string }>(
  sorted: readonly T[],
  page: PageRequest,
  order: (a: T, b: T) => number = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
): Page<T> {
  const cursor = page.cursor === undefined ? undefined : sorted.find((r) => r.id === page.cursor);
  // A cursor naming no row of the list starts nowhere (as the database's cursor does).
  if (page.cursor !== undefined && cursor === undefined) return { items: [], nextCursor: null };
  const after = cursor === undefined ? sorted : sorted.filter((r) => order(r, cursor) > 0);
  const items = after.slice(0, page.take);
  return { items, nextCursor: after.length > page.take ? items[items.length - 1]!.id : null };
}
