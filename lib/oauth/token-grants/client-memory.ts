// The token endpoint remembers the clients that authenticated, so a client's next request skips
// reading it. A remembered record may be stale, and that is safe: every write made for the client
// carries the facts it was authenticated on (ClientAsAuthenticated) and the store refuses the write
// when they no longer hold; the endpoint then reads the client again and authenticates anew, as it
// does before refusing a remembered client's credentials. Bounded: only clients that authenticated
// are remembered, and past the limit the least recently remembered is forgotten first.
import type { TokenClientRecord } from "../ports";

export interface ClientMemory {
  recall(clientId: string): TokenClientRecord | undefined;
  remember(client: TokenClientRecord): void;
  forget(clientId: string): void;
}

/** Far more clients than one deployment serves at once; a few hundred bytes each. */
export const DEFAULT_REMEMBERED_CLIENTS = 1_000;

export function createClientMemory(limit = DEFAULT_REMEMBERED_CLIENTS): ClientMemory {
  const clients = new Map<string, TokenClientRecord>();
  return {
    recall: (clientId) => clients.get(clientId),
    remember(client) {
      clients.delete(client.clientId);
      clients.set(client.clientId, client);
      if (clients.size > limit) clients.delete(clients.keys().next().value as string);
    },
    forget: (clientId) => void clients.delete(clientId),
  };
}
