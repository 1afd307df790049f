// Every /v2 answer carries the API's version and the RateLimit fields (draft-ietf-httpapi-
// ratelimit-headers-11) of the budget it counted, and every 429 a Retry-After: a token-protected
// operation counts the grant's quota (in memory), a public one its per-address limit, the token
// endpoint its failures per address. Small budgets, read when each limiter is first built.
import { beforeAll, describe, expect, it } from "vitest";
import { API_VERSION } from "@/lib/server/api/api-version";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, authorizeAndAllow, confQuery, demoUser, exchange, me, tokenRequest } from "../oauth/oauth-test-kit";

process.env.RATE_LIMIT_API_GRANT = "3/60";
process.env.RATE_LIMIT_TOKEN_IP_FAILURES = "2/60";

const { GET: slotsGET } = await import("@/app/v2/slots/route");
const { GET: unknownGET } = await import("@/app/v2/[[...path]]/route");
const { OPTIONS: meOPTIONS } = await import("@/app/v2/me/route");
const { OPERATION_ROUTES } = await import("@/app/v2/operation-routes");

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

/** The parameters of a RateLimit field item, e.g. `"api-grant";r=2;t=60` -> {name, r, t}. */
function rateLimit(response: Response) {
  const field = response.headers.get("ratelimit");
  const match = /^"([a-z-]+)";r=(\d+);t=(\d+)$/.exec(field ?? "");
  if (!match) throw new Error(`not a RateLimit field: ${field}`);
  return { name: match[1], r: Number(match[2]), t: Number(match[3]) };
}

async function accessToken(): Promise<string> {
  const { code } = await authorizeAndAllow(confQuery(), await demoUser());
  const response = await exchange(code);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe("token-protected operations: the grant's quota", () => {
  it("counts down per call, then answers 429 with Retry-After and nothing left", async () => {
    const token = await accessToken();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await me(token));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    for (const answer of answers) {
      expect(answer.headers.get("api-version")).toBe(API_VERSION);
      expect(answer.headers.get("ratelimit-policy")).toBe('"api-grant";q=3;w=60');
    }
    const [first, second, third, refused] = answers.map(rateLimit);
    // One window at any speed unless it ended between two calls (then the count starts again).
    const countedDown = (before: typeof first, after: typeof first) =>
      after!.r === before!.r - 1 || after!.t > before!.t;
    expect(countedDown(first, second)).toBe(true);
    expect(countedDown(second, third)).toBe(true);
    expect(first!.r).toBe(2);
    expect(refused!.r).toBe(0);
    const retryAfter = Number(answers[3]!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused!.t).toBe(retryAfter);
    const body = (await answers[3]!.json()) as { status: string; error: { code: string; message: string } };
    expect(body).toMatchObject({ status: "error", error: { code: "rate_limited" } });
    expect(body.error.message).toMatch(/^this app has spent the call quota .*; retry after \d+ seconds$/);
  });

  it("names the policy on a refused token, without a count (nothing was spent)", async () => {
    const response = await me(null);
    expect(response.status).toBe(401);
    expect(response.headers.get("api-version")).toBe(API_VERSION);
    expect(response.headers.get("ratelimit-policy")).toBe('"api-grant";q=3;w=60');
    expect(response.headers.get("ratelimit")).toBeNull();
  });
});

describe("public operations: their per-address limit", () => {
  it("reads what is left from the count itself, even when the input is then refused", async () => {
    const slots = () =>
      slotsGET(new Request("http://localhost:3000/v2/slots", { headers: { "x-oauth-peer-address": "198.51.100.4" } }));
    const first = await slots();
    expect(first.status).toBe(400);
    expect(first.headers.get("api-version")).toBe(API_VERSION);
    expect(first.headers.get("ratelimit-policy")).toBe('"slots-ip";q=120;w=60');
    const second = await slots();
    const [a, b] = [rateLimit(first), rateLimit(second)];
    expect(a.name).toBe("slots-ip");
    expect(b.r === a.r - 1 || b.t > a.t).toBe(true);
  });
});

describe("every operation", () => {
  it("answers with the API's version and its budget's policy, even a caller without a token", async () => {
    const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
    let checked = 0;
    for (const { path, module } of OPERATION_ROUTES) {
      const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, "unknown-id"]));
      const url = `http://localhost:3000${path.replace(/\{(\w+)\}/g, "unknown-id")}`;
      for (const method of methods) {
        const handler = module[method] as
          | ((request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>)
          | undefined;
        if (!handler) continue;
        const init =
          method === "GET" || method === "DELETE"
            ? {}
            : { body: "{}", headers: { "content-type": "application/json" } };
        const response = await handler(
          new Request(url, { method, ...init, headers: { ...init.headers, "x-oauth-peer-address": "198.51.100.40" } }),
          { params: Promise.resolve(params) },
        );
        expect(response.headers.get("api-version"), `${method} ${path}`).toBe(API_VERSION);
        expect(response.headers.get("ratelimit-policy"), `${method} ${path}`).toMatch(/^"[a-z-]+";q=\d+;w=\d+$/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
});

describe("answers no operation gives", () => {
  it("carry the API's version: an unknown path, a preflight", async () => {
    const unknown = await unknownGET();
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("api-version")).toBe(API_VERSION);
    expect(meOPTIONS().headers.get("api-version")).toBe(API_VERSION);
  });
});

describe("the token endpoint: failures per address", () => {
  const at = (address: string, body: Record<string, string> | string) =>
    tokenRequest(body, { headers: { "x-oauth-peer-address": address } });
  const deadRefresh = { grant_type: "refresh_token", refresh_token: "no-such-token", client_id: PUB.clientId };

  it("answers a success with the whole failure budget: a success spends none", async () => {
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    const response = await at("198.51.100.20", {
      grant_type: "authorization_code",
      code,
      redirect_uri: CONF.redirectUris[0]!,
      client_id: CONF.clientId,
      client_secret: CONF.secret,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("api-version")).toBe(API_VERSION);
    expect(response.headers.get("ratelimit-policy")).toBe('"token-ip-failures";q=2;w=60');
    expect(rateLimit(response)).toEqual({ name: "token-ip-failures", r: 2, t: 60 });
  });

  it("counts a public client's dead token, then answers 429 with Retry-After and nothing left", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await at("198.51.100.21", deadRefresh));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 429]);
    expect(answers.map((a) => rateLimit(a).r)).toEqual([1, 0, 0]);
    const retryAfter = Number(answers[2]!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(rateLimit(answers[2]!).t).toBe(retryAfter);
    // This process now refuses the address before any work, still with the fields.
    const blocked = await at("198.51.100.21", deadRefresh);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect(rateLimit(blocked).r).toBe(0);
  });

  it("answers a body it cannot read with the fields too", async () => {
    const response = await at("198.51.100.22", "%zz=");
    expect(response.status).toBe(400);
    expect(response.headers.get("api-version")).toBe(API_VERSION);
    expect(response.headers.get("ratelimit-policy")).toBe('"token-ip-failures";q=2;w=60');
  });
});
