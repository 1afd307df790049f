// The measured workloads. Each gets what it needs prepared right before its run (codes expire).
import type { LoadRequest } from "./load";
import { chainedRefresh, FORM, formPost } from "./form-requests";
import { mintCodes, mintTokens, tokenForm, DEMO_APP } from "./prepare-tokens";

export type Prepared = {
  request: LoadRequest;
  /** Caps single-use inputs. */
  amount?: number;
  /** The status every response should have when it is not a 2xx. */
  expectedStatus?: number;
  /** Load run at the same time on its own connections (not measured in the row). */
  background?: { connections: number; request: LoadRequest; expectedStatus?: number };
};

export type Workload = {
  name: string;
  /**
   * The server it runs against: the service (default), the bare Next.js floor, the peer, or the
   * service's second instance behind PgBouncer (on the same database, its tokens minted by the first).
   */
  target?: "floor" | "peer" | "pooled" | "growth";
  /** Returns the request to repeat, or a reason to skip. */
  prepare(connections: number, seconds: number): Promise<Prepared | { skip: string }>;
};

/** The slot workloads, by name, for the ratios bench.ts prints (scripts/bench/seed-slots.ts seeds the worst). */
/** The service's cheapest dynamic route: no database, no body; the custom server's hooks and the proxy run. */
export const HEALTHZ = "GET /healthz (ours)";
export const ME = "GET /v2/me";
export const REFRESH = "refresh, chained per connection";
export const EXCHANGE = "authorization_code exchange (pre-minted codes)";
export const INTROSPECTION = "introspection";
/** The suffix of a workload's row run on the instance behind PgBouncer (transaction pooling). */
export const THROUGH_POOLER = " (through PgBouncer)";
export const BOOKINGS = "GET /v2/bookings?take=20 (scoped list)";

export const SLOT_WORKLOADS = {
  baseline: "GET /v2/slots baseline (30 min, weekdays, 31 days)",
  worst: "GET /v2/slots worst (5 min, 50 all-day rules, 31 days: 400)",
  widest: "GET /v2/slots worst, widest range answered (83 h, 996 slots)",
  floorBeside: "GET /healthz beside 4 worst slot queries",
} as const;

/** Slot queries from tomorrow 00:00 UTC, so every slot of the range is still in the future. */
function slotsPath(eventTypeId: string, hours: number): string {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const end = new Date(start.getTime() + hours * 3_600_000);
  return `/v2/slots?eventTypeId=${eventTypeId}&start=${start.toISOString()}&end=${end.toISOString()}`;
}

const TOKEN_PATH = "/v2/auth/oauth2/token";

async function skipIf404(base: string, path: string, init?: RequestInit): Promise<string | undefined> {
  const response = await fetch(`${base}${path}`, init);
  await response.arrayBuffer();
  return response.status === 404 ? `${path} answers 404 (not built yet)` : undefined;
}

/** `people`: signed-in sessions (signInPeople), the demo user's first. */
export function workloads(
  base: string,
  people: readonly Map<string, string>[],
  codeBudget: (connections: number, seconds: number) => number,
): Workload[] {
  const jar = people[0]!;
  const bearer = async () => ({ authorization: `Bearer ${(await mintTokens(base, [jar], 1))[0]!.access_token}` });
  const get = (name: string, path: string): Workload => ({
    name,
    async prepare() {
      const headers = await bearer();
      const skip = await skipIf404(base, path, { headers });
      return skip ? { skip } : { request: { method: "GET", path, headers } };
    },
  });
  return [
    {
      name: "static route (/.well-known/oauth-authorization-server)",
      prepare: async () => ({ request: { method: "GET", path: "/.well-known/oauth-authorization-server" } }),
    },
    // The same build's cheapest dynamic route (no database, no body): what the framework alone
    // costs a handler that runs on every request, which the static route does not.
    { name: HEALTHZ, prepare: async () => ({ request: { method: "GET", path: "/healthz" } }) },
    // Anonymous slot queries: the demo's intro call, and the worst schedule the API accepts, whose
    // 31 days hold 8,928 slots (past the 1,000 one answer carries: a 400 naming `end`) and whose
    // widest answered range holds 996. Each is compared with the baseline in the summary.
    {
      name: SLOT_WORKLOADS.baseline,
      prepare: async () => ({ request: { method: "GET", path: slotsPath("demo-event-intro", 31 * 24) } }),
    },
    {
      name: SLOT_WORKLOADS.worst,
      prepare: async () => ({
        request: { method: "GET", path: slotsPath("bench-worst-event", 31 * 24) },
        expectedStatus: 400,
      }),
    },
    {
      name: SLOT_WORKLOADS.widest,
      prepare: async () => ({ request: { method: "GET", path: slotsPath("bench-worst-event", 83) } }),
    },
    {
      // The dynamic floor again while four worst queries run at once on their own connections:
      // its p99 against the idle floor's shows whether slot work blocks the event loop.
      name: SLOT_WORKLOADS.floorBeside,
      prepare: async () => ({
        request: { method: "GET", path: "/healthz" },
        background: {
          connections: 4,
          request: { method: "GET", path: slotsPath("bench-worst-event", 83) },
        },
      }),
    },
    get(ME, "/v2/me"),
    get(BOOKINGS, "/v2/bookings?take=20"),
    {
      name: REFRESH,
      async prepare(connections) {
        // A grant per connection, spread over people: one holds at most the cap's worth.
        const tokens = (await mintTokens(base, people, connections)).map((t) => t.refresh_token);
        const request = chainedRefresh(TOKEN_PATH, tokens, (refresh_token) =>
          tokenForm({ grant_type: "refresh_token", refresh_token }),
        );
        return { request };
      },
    },
    {
      name: EXCHANGE,
      async prepare(connections, seconds) {
        // Codes of every person, interleaved: concurrent exchanges are different people's, as in
        // life (one person's exchanges share the cap on their live grants, and queue on it).
        const budget = codeBudget(connections, seconds);
        const share = Math.ceil(budget / people.length);
        const minted = await Promise.all(people.map((person) => mintCodes(base, person, share, 2)));
        const codes = Array.from({ length: share }, (_, i) => minted.map((mine) => mine[i])).flat();
        const amount = codes.length;
        const request = formPost(TOKEN_PATH, () =>
          tokenForm({
            grant_type: "authorization_code",
            code: codes.shift() ?? "exhausted",
            redirect_uri: DEMO_APP.redirect,
          }),
        );
        return { request, amount };
      },
    },
    {
      name: INTROSPECTION,
      async prepare() {
        const token = (await mintTokens(base, [jar], 1))[0]!.access_token;
        const body = tokenForm({ token });
        const skip = await skipIf404(base, "/v2/auth/oauth2/introspect", { method: "POST", headers: FORM, body });
        return skip
          ? { skip }
          : { request: { method: "POST", path: "/v2/auth/oauth2/introspect", headers: FORM, body } };
      },
    },
  ];
}

/** /v2/me and the refresh again, on the instance behind PgBouncer: the same requests, the same tokens. */
export function pooledWorkloads(all: Workload[]): Workload[] {
  return all
    .filter((w) => w.target === undefined && (w.name === ME || w.name === REFRESH))
    .map((w) => ({ ...w, name: `${w.name}${THROUGH_POOLER}`, target: "pooled" }));
}
