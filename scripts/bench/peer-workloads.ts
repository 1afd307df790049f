// Workloads on the two reference servers of the same run: the bare Next.js floor and the peer
// (node-oidc-provider on PostgreSQL, peer-oidc-provider.mjs).
import { chainedRefresh, FORM } from "./form-requests";
import type { LoadRequest } from "./load";
import type { Workload } from "./workloads";

export const FLOOR_WORKLOAD = "floor: bare Next.js route handler (GET /healthz)";
export const PEER_USERINFO = "peer: userinfo (node-oidc-provider, GET /me)";
export const PEER_REFRESH = "peer: refresh, chained (node-oidc-provider)";

const PEER_SECRET = "cs_bench_peer_secret_do_not_use_in_production";

type PeerTokens = { access_token: string; refresh_token: string };

async function mintPeer(peerUrl: string, count: number): Promise<PeerTokens[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${peerUrl}/bench/mint`, { method: "POST" });
      if (response.status !== 200) throw new Error(`peer mint failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as PeerTokens;
    }),
  );
}

/** The floor's request: also the run made right before each workload (bench.ts). */
export const FLOOR_REQUEST: LoadRequest = { method: "GET", path: "/healthz" };

export const floorWorkload: Workload = {
  name: FLOOR_WORKLOAD,
  target: "floor",
  prepare: async () => ({ request: FLOOR_REQUEST }),
};

export const POST_FLOOR_WORKLOAD = "floor, POST: bare route handler reading a form (POST /token)";

/** What the framework alone costs for a token request's shape, beside the GET floor the ratios use. */
export const postFloorWorkload: Workload = {
  name: POST_FLOOR_WORKLOAD,
  target: "floor",
  prepare: async () => ({
    request: {
      method: "POST",
      path: "/token",
      headers: FORM,
      body: `grant_type=refresh_token&refresh_token=${"x".repeat(140)}&client_id=bench&client_secret=${"s".repeat(50)}`,
    },
  }),
};

export function peerWorkloads(peerUrl: string): Workload[] {
  return [
    {
      name: PEER_USERINFO,
      target: "peer",
      async prepare() {
        const [tokens] = await mintPeer(peerUrl, 1);
        return {
          request: { method: "GET", path: "/me", headers: { authorization: `Bearer ${tokens!.access_token}` } },
        };
      },
    },
    {
      name: PEER_REFRESH,
      target: "peer",
      async prepare(connections) {
        // LIFO, as the service's chained refresh: each connection sends the token it just received.
        const tokens = (await mintPeer(peerUrl, connections)).map((t) => t.refresh_token);
        const form = (refresh_token: string) =>
          new URLSearchParams({
            grant_type: "refresh_token",
            refresh_token,
            client_id: "bench-peer-app",
            client_secret: PEER_SECRET,
          }).toString();
        return { request: chainedRefresh("/token", tokens, form) };
      },
    },
  ];
}
