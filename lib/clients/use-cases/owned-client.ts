// Every owner's write starts by locking the client row, so two clicks, two edits, or an edit and
// an admin decision run one after the other. A client that is not the caller's looks exactly like
// one that does not exist.
import { CLIENT_NOT_FOUND, type Outcome } from "../outcome";
import type { ClientRepository, ClientRow } from "../ports";

/** Public client ids are at most this long; longer input cannot name a client. */
export const MAX_CLIENT_ID_LENGTH = 255;

export async function withOwnedClient<T>(
  repo: ClientRepository,
  where: { clientId: string; ownerId: string },
  change: (client: ClientRow) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (where.clientId.length > MAX_CLIENT_ID_LENGTH) return CLIENT_NOT_FOUND;
  const client = await repo.lockClient(where);
  return client ? change(client) : CLIENT_NOT_FOUND;
}
