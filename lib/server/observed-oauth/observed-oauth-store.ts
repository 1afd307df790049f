// An OAuthStore that reports what operators must see: which client a request turned out to be
// (for its log line and per-client counters) and every grant revocation, with refresh-token reuse
// as its own security event. The core stays pure: it only calls its port.
import { clearClientId, noteClientId } from "@/lib/observability/request-context";
import { securityEvent } from "@/lib/observability/security-event";
import type { OAuthStore, TokenClientRecord } from "@/lib/oauth/ports";
import type { ClientMemory } from "@/lib/oauth/token-grants/client-memory";

export type StoreObservation = { clientId?: string };

/** The client a request turned out to be, named for its log line and counters. */
function seeClient(client: TokenClientRecord | null | undefined, seen: StoreObservation): void {
  // Only a client that exists is named: a made-up client_id could carry anything. A read that
  // finds none after a remembered record did (the client was deleted) unnames it.
  if (client) {
    seen.clientId = client.clientId;
    noteClientId(client.clientId);
  } else if (client === null && seen.clientId !== undefined) {
    delete seen.clientId;
    clearClientId();
  }
}

/** The token endpoint's remembered clients, seen as the store's reads are. */
export function observedClients(clients: ClientMemory | undefined, seen: StoreObservation): { clients?: ClientMemory } {
  if (clients === undefined) return {};
  return {
    clients: {
      ...clients,
      recall(clientId) {
        const client = clients.recall(clientId);
        seeClient(client, seen);
        return client;
      },
    },
  };
}

export function observedOAuthStore(store: OAuthStore, seen: StoreObservation = {}): OAuthStore {
  const reportRevocation = (grantId: string | undefined, reason: string) => {
    if (reason === "refresh_token_reused") securityEvent("refresh_token_reused", { grantId, clientId: seen.clientId });
    securityEvent("grant_revoked", { grantId, reason, clientId: seen.clientId });
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function") return value;
      if (property === "findClient") {
        return async (clientId: string) => {
          const client = await target.findClient(clientId);
          seeClient(client, seen);
          return client;
        };
      }
      if (property === "rotateRefreshToken") {
        // A retry is legitimate (a lost response, parallel refreshes), but also what a stolen
        // token looks like within the window: operators must be able to see every one.
        return async (...args: Parameters<OAuthStore["rotateRefreshToken"]>) => {
          const result = await target.rotateRefreshToken(...args);
          if (result.status === "rotated" && result.retried)
            securityEvent("refresh_token_retried", { grantId: result.grant.id, clientId: seen.clientId });
          return result;
        };
      }
      if (property === "revokeGrant") {
        return async (...args: Parameters<OAuthStore["revokeGrant"]>) => {
          await target.revokeGrant(...args);
          reportRevocation(args[0], args[1]);
        };
      }
      if (property === "revokeGrantIssuedFromCode") {
        return async (...args: Parameters<OAuthStore["revokeGrantIssuedFromCode"]>) => {
          await target.revokeGrantIssuedFromCode(...args);
          reportRevocation(undefined, args[1]);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
