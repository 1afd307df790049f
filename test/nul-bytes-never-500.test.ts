// PostgreSQL text cannot hold U+0000; hostile input carrying one must get the ordinary answer for
// "no such thing", never a database error (a 500).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATION_ROUTES } from "@/app/v2/operation-routes";
import { SCOPES } from "@/lib/oauth/scope-catalogue";
import { apiOpenApiDocument } from "@/lib/server/api/openapi";
import { isGuarded } from "@/lib/server/api/policy";
import { grantUseRecorder } from "@/lib/server/roots/oauth";
import { grantUsageRecorder } from "@/lib/server/roots/recorders";
import { exampleValue } from "@/lib/server/api/reference-examples";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { findAuthorizeClient } from "@/lib/db/oauth/find-authorize-client";
import { seedDemoData } from "./demo-seed";
import { findUserCredentials } from "@/lib/db/users";
import { withTestDatabase } from "./test-database";
import { authorizePage, CONF, demoUser, tokenRequest } from "./oauth/oauth-test-kit";
import { type World, callRoute, freshParams, makeWorld, mintToken } from "./scheduling/api-kit";
import { UNSTORABLE, fieldName, spoil, tableDigests } from "./unstorable-input";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

describe("input with NUL bytes", () => {
  it("authorization request: an error page, not a crash", async () => {
    const out = await authorizePage(
      new URLSearchParams(`client_id=${CONF.clientId}%00&redirect_uri=x`),
      await demoUser(),
    );
    expect(out).toMatchObject({ kind: "error-page", reason: "unknown_client" });
  });

  it("token endpoint: invalid_client for a client_id with NUL, invalid_grant for such a token", async () => {
    const bad = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: "x",
      client_id: "a\u0000b",
      client_secret: "s",
    });
    expect(bad.status).toBe(401);
    const badToken = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: "x\u0000",
      client_id: CONF.clientId,
      client_secret: CONF.secret,
    });
    expect(badToken.status).toBe(400);
  });

  it("sign-in and lookups: nothing found", async () => {
    expect(await findUserCredentials("user@example.com\u0000")).toBeNull();
    expect(await findAuthorizeClient(ctx.db.prisma, "\u0000")).toBeNull();
    const provider = getAuthOptions().providers[0] as unknown as {
      options: { authorize: (c: Record<string, string>) => Promise<unknown> };
    };
    expect(
      await provider.options.authorize({ email: "user@example.com\u0000", password: "demo-user-pass" }),
    ).toBeNull();
    expect(await ctx.db.prisma.oAuthClient.findMany({ where: { name: { contains: "\u0000" } } })).toEqual([]);
    expect(await ctx.db.prisma.oAuthClient.count({ where: { clientId: "\u0000" } })).toBe(0);
  });
});

describe("forms refuse control characters with a field error", () => {
  it("sign-up, client registration and review reasons", async () => {
    const { signUpCommand } = await import("@/lib/actions/account-commands");
    expect(
      await signUpCommand({
        name: "A\u0000",
        email: "nul@example.com",
        username: "nuller",
        password: "long-enough-pass",
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { name: "Contains a character that is not allowed." },
    });
    const { createClientSchema } = await import("@/lib/actions/schemas/client-forms");
    const client = {
      name: "App",
      description: "d",
      websiteUrl: "",
      logoUrl: "",
      kind: "CONFIDENTIAL",
      redirectUris: ["https://a.example/cb"],
      scopes: ["PROFILE_READ"],
    };
    expect(createClientSchema.safeParse(client).success).toBe(true);
    expect(createClientSchema.safeParse({ ...client, name: "App\u0000" }).success).toBe(false);
    expect(createClientSchema.safeParse({ ...client, description: "d\u0007" }).success).toBe(false);
    const { clientDecisionSchema } = await import("@/lib/actions/schemas/decision-forms");
    const decision = { clientId: "x", expectedStatus: "PENDING", action: "reject", reason: "bad" };
    expect(clientDecisionSchema.safeParse(decision).success).toBe(true);
    expect(clientDecisionSchema.safeParse({ ...decision, reason: "bad\u0000" }).success).toBe(false);
  });
});

// Every write of the API (each POST, PUT, PATCH and DELETE the route registry lists, so a new
// one is covered without being named here): its documented body with NUL or an unpaired
// surrogate put into one field - or the field replaced by one - is refused with a 400 naming that
// field, and writes nothing; an operation without a body or query gets it in a path id (404).
describe("every write of the API, with a string PostgreSQL refuses in one field", () => {
  const doc = apiOpenApiDocument(OPERATION_ROUTES) as unknown as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const components = (doc.components?.schemas ?? {}) as Parameters<typeof exampleValue>[1];
  const writes = OPERATION_ROUTES.flatMap(({ path, module }) =>
    WRITE_METHODS.filter((method) => isGuarded(module[method])).map((method) => {
      const schema = doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.["application/json"]?.schema;
      return { path, method, body: schema ? exampleValue(schema as never, components) : undefined };
    }),
  );
  const ids = new Map<string, Record<string, string>>();
  let world: World;
  let token: string;

  beforeAll(async () => {
    world = await makeWorld(ctx.db.prisma);
    token = await mintToken(world, world.owner, SCOPES);
    for (const { path } of writes) if (!ids.has(path)) ids.set(path, await freshParams(world, path));
  });

  it("a webhook's subscriberUrl with NUL: a 400 naming it, not a database error", async () => {
    // z.url() takes it (the URL parser percent-encodes NUL in a path), and no refinement of the
    // field's own looked for control characters.
    const before = await ctx.db.prisma.webhook.count();
    for (const subscriberUrl of ["https://hooks.example.com/a\u0000b", "https://hooks.example.com/\ud800"]) {
      const response = await callRoute(
        { method: "POST", path: "/v2/webhooks" },
        { token, body: { subscriberUrl, triggers: ["BOOKING_CREATED"] } },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "invalid_request", fieldErrors: { subscriberUrl: [expect.any(String)] } },
      });
    }
    expect(await ctx.db.prisma.webhook.count()).toBe(before);
  });

  it("lists the writes it sends to", () => {
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((w) => w.body !== undefined).length).toBeGreaterThan(15);
    expect(writes).toContainEqual(expect.objectContaining({ method: "POST", path: "/v2/webhooks" }));
  });

  // A sweep, not a sample: every write with every character once (300 random draws left some
  // pairs out and repeated others), the field or path id each spoils still drawn by fast-check
  // (its seed is printed on failure). The digest is taken once before the sweep and again after
  // every call: each call's "after" is compared with the state before it, as when it was taken
  // around each call (nothing else writes between two calls), at half the digests.
  it("a 400 naming the field, or a 404 for a path id; never a 5xx, and nothing written", async () => {
    const cases = writes.flatMap((write) => UNSTORABLE.map((char) => ({ write, char })));
    const flush = () => Promise.all([grantUseRecorder().flush(), grantUsageRecorder().flush()]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: cases.length, maxLength: cases.length }), async (seeds) => {
        // What earlier calls wrote after their answers (grants' last use, scope usage) lands first.
        await flush();
        const before = await tableDigests(ctx.db.prisma, MAY_CHANGE, MAY_STAMP);
        for (const [i, { write, char }] of cases.entries()) {
          const seed = seeds[i]!;
          const params = { ...ids.get(write.path)! };
          let expected: { status: number; field?: string };
          let body: unknown;
          if (write.body !== undefined) {
            const spoiled = spoil(write.body, char, seed);
            body = spoiled.value;
            expected = { status: 400, field: fieldName(spoiled.path) };
          } else {
            const names = Object.keys(params).filter((n) => n !== "teamId" && n !== "orgId");
            const name = names[seed % names.length];
            // A URL cannot carry an unpaired surrogate (it is not UTF-8): NUL it is.
            if (name) params[name] = `${params[name]}\u0000`;
            // Without a path id of its own, the body is ignored: any answer but a 5xx will do.
            expected = { status: name ? 404 : 0 };
          }
          const response = await callRoute(write, { token, params, body });
          expect(response.status, `${write.method} ${write.path}`).toBeLessThan(500);
          if (expected.status) expect(response.status, `${write.method} ${write.path}`).toBe(expected.status);
          if (expected.field) {
            const answer = (await response.json()) as { error: { fieldErrors?: Record<string, string[]> } };
            expect(Object.keys(answer.error.fieldErrors ?? {}), `${write.method} ${write.path}`).toContain(
              expected.field,
            );
          }
          // What this call's answer left to write after it (a grant's last use) lands before the
          // digest, whenever the batch would have: the same at any speed.
          await flush();
          expect(await tableDigests(ctx.db.prisma, MAY_CHANGE, MAY_STAMP), `${write.method} ${write.path}`).toEqual(
            before,
          );
        }
      }),
      // One sweep is every case; a failure names its write, and replaying its seed repeats it
      // (shrinking would rerun the whole sweep for each try, to no clearer case).
      { numRuns: 1, endOnFailure: true },
    );
  }, 240_000);
});

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
/** Tables a refused call may still write: the rate limiter's counters. */
const MAY_CHANGE = ["RateLimiterFlexible"];
/**
 * A refused call still presented a valid token: the grant's last use is stamped (at most once a
 * minute, so whether a call stamps depends on the clock, never on its input).
 */
const MAY_STAMP = { Grant: ["lastUsedAt"] };
