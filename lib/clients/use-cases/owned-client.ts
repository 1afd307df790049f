// Every owner's write starts by locking the client row, so two clicks, two edits, or an edit and
// an admin decision run one after the other. A client that is not the caller's looks exactly like
// one that does not exist.
import type { ClientDeps } from "../deps";
import { CLIENT_NOT_FOUND, type Outcome } from "../outcome";
import type { ClientRepository, ClientRow } from "../ports";
import { effectiveConfiguration } from "../rules/client-change";

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

/** One transaction over the caller's client, locked: `userId` must own it (withOwnedClient). */
export function changeOwnedClient<T>(
  deps: ClientDeps,
  options: { readonly clientId: string; readonly userId: string },
  change: (client: ClientRow, repo: ClientRepository) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return deps.store.transaction((repo) =>
    withOwnedClient(repo, { clientId: options.clientId, ownerId: options.userId }, (client) => change(client, repo)),
  );
}

/** What the owner works with: the live configuration with the change waiting for review applied. */
export async function workingConfiguration(repo: ClientRepository, client: ClientRow) {
  const pending = await repo.findPendingChange(client.id);
  return effectiveConfiguration(client, pending?.delta ?? null);
}
