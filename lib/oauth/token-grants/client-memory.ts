// The token endpoint remembers the clients that authenticated, so a client's next request skips
// reading it. A remembered record may be stale, and that is safe: every write made for the client
// carries the facts it was authenticated on (ClientAsAuthenticated) and the store refuses the write
// when they no longer hold; the endpoint then reads the client again and authenticates anew, as it
// does before refusing a remembered client's credentials. Bounded: only clients that authenticated
// are remembered, each for a minute at most, and past the limit the least recently remembered is
// forgotten first.
import type { TokenClientRecord } from "../ports";

export interface ClientMemory {
  recall(clientId: string): TokenClientRecord | undefined;
  remember(client: TokenClientRecord): void;
  forget(clientId: string): void;
}

/** Far more clients than one deployment serves at once; a few hundred bytes each. */
export const DEFAULT_REMEMBERED_CLIENTS = 1_000;
/** However safe a stale record is, a client idle for a minute is read afresh. */
export const DEFAULT_REMEMBER_MS = 60_000;

export function createClientMemory(
  limit = DEFAULT_REMEMBERED_CLIENTS,
  rememberMs = DEFAULT_REMEMBER_MS,
  clock: () => number = Date.now,
): ClientMemory {
  const clients = new Map<string, { client: TokenClientRecord; until: number }>();
  return {
    recall(clientId) {
      const remembered = clients.get(clientId);
      if (remembered === undefined) return undefined;
      if (remembered.until > clock()) return remembered.client;
      clients.delete(clientId);
      return undefined;
    },
    remember(client) {
      clients.delete(client.clientId);
      clients.set(client.clientId, { client, until: clock() + rememberMs });
      if (clients.size > limit) clients.delete(clients.keys().next().value as string);
    },
    forget: (clientId) => void clients.delete(clientId),
  };
}
