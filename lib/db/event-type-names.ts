// Names of the event types a person hosts, by id: the words of their authorization details
// (lib/ui-words/authorization-details.ts). Another host's ids are left out (shown by id), so a
// request cannot learn another person's event type names.
import { getPrisma } from "./db";

/** At most this many ids are looked up (a grant holds at most 10 details of 50 ids). */
const MAX_IDS = 500;

export async function hostedEventTypeNames(hostId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].slice(0, MAX_IDS);
  if (wanted.length === 0) return new Map();
  const rows = await (await getPrisma()).eventType.findMany({
    where: { hostId, id: { in: wanted } },
    select: { id: true, title: true },
  });
  return new Map(rows.map((row) => [row.id, row.title]));
}
