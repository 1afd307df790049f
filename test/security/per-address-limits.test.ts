// Per-address limits of the browser-facing steps: sign-up, client registration, the authorization
// page and its consent POST. A refusal is a 429 (pages) or a worded refusal (actions), and the
// consent POST answers a failure to decide with a branded page, never a bare 500.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installDatabase } from "@/lib/db/db";
import { getLogger } from "@/lib/observability/logger";
import { requestContextStorage } from "@/lib/observability/request-context";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, authorizePage, confQuery, demoUser } from "../oauth/oauth-test-kit";
import { clientInput, makeUser } from "../portal/portal-fixtures";

// Small budgets, read when each limiter is first built, so the tests stay quick.
process.env.RATE_LIMIT_SIGN_UP_IP = "3/3600";
process.env.RATE_LIMIT_REGISTRATION_IP = "3/86400";
process.env.RATE_LIMIT_AUTHORIZE_IP = "4/60";

const request = vi.hoisted(() => ({ address: "192.0.2.1", userId: null as string | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-oauth-peer-address": request.address }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => {
    if (!request.userId) return null;
    const { openServerSession } = await import("@/lib/auth/server-session");
    return {
      user: { id: request.userId },
      sid: await openServerSession(request.userId, 3600),
      expires: "2999-01-01T00:00:00Z",
    };
  },
}));

const { signUpAction } = await import("@/lib/actions/accounts");
const { createClientCommand } = await import("@/lib/actions/portal-commands");
const { answerAuthorization } = await import("@/app/(consent)/auth/oauth2/authorize/answer-authorization");
const { default: InterruptedPage } = await import("@/app/(consent)/auth/oauth2/interrupted/page");
const { getHeaderUser } = await import("@/lib/auth/current-user");
const { POST: consentPOST } = await import("@/app/(consent)/auth/oauth2/consent/route");

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});
afterEach(() => {
  request.userId = null;
  installDatabase(ctx.db);
});

const authorizeParams = () => new URLSearchParams(confQuery());

/** Renders the interruption page as the server does: inside a request context that takes its status. */
async function interrupted(reason: string) {
  const answered: { status?: number; headers?: Record<string, string> } = {};
  const element = await requestContextStorage().run(
    { requestId: "test", answerPage: (status, headers) => Object.assign(answered, { status, headers }) },
    () => InterruptedPage({ searchParams: Promise.resolve({ reason }) }),
  );
  return { ...answered, html: renderToStaticMarkup(element) };
}

const consentPost = (address: string, body: Record<string, string>) =>
  consentPOST(
    new Request("http://localhost:3000/auth/oauth2/consent", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-oauth-peer-address": address },
      body: new URLSearchParams(body).toString(),
    }),
  );

const DATABASE_DOWN = () =>
  installDatabase({
    ...ctx.db,
    prisma: new Proxy(ctx.db.prisma, {
      get: () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      },
    }),
  });

describe("sign-up per address", () => {
  it("refuses sign-ups from one address past its budget, worded, before any work; other addresses still sign up", async () => {
    request.address = "203.0.113.20";
    for (let i = 0; i < 3; i++) expect(await signUpAction({})).toMatchObject({ ok: false, code: "invalid_input" });
    const refused = await signUpAction({
      name: "N",
      email: "late@example.test",
      username: "late1",
      password: "long enough password",
    });
    expect(refused).toMatchObject({
      ok: false,
      code: "rate_limited",
      message: expect.stringMatching(/Too many accounts/),
    });
    expect(await ctx.db.prisma.user.count({ where: { email: "late@example.test" } })).toBe(0);
    request.address = "198.51.100.20";
    expect(
      await signUpAction({
        name: "N",
        email: "other@example.test",
        username: "other1",
        password: "long enough password",
      }),
    ).toMatchObject({ ok: true });
  });
});

describe("client registration per address", () => {
  it("limits registrations from one address across accounts, and per account", async () => {
    const [first, second] = [await makeUser(ctx.db.prisma), await makeUser(ctx.db.prisma)];
    const network = "203.0.113.30";
    expect(await createClientCommand({ id: first.id, address: network }, clientInput())).toMatchObject({ ok: true });
    expect(await createClientCommand({ id: first.id, address: network }, clientInput())).toMatchObject({ ok: true });
    expect(await createClientCommand({ id: second.id, address: network }, clientInput())).toMatchObject({ ok: true });
    // A new account does not lift the network's budget.
    const refused = await createClientCommand({ id: second.id, address: network }, clientInput());
    expect(refused).toMatchObject({
      ok: false,
      code: "registration_limit",
      message: expect.stringMatching(/from your network/),
    });
    expect(await ctx.db.prisma.oAuthClient.count({ where: { ownerId: second.id } })).toBe(1);
    expect(await createClientCommand({ id: second.id, address: "198.51.100.30" }, clientInput())).toMatchObject({
      ok: true,
    });

    // The account's own budget holds whatever the address.
    const busy = await makeUser(ctx.db.prisma);
    for (let i = 0; i < 10; i++)
      expect(await createClientCommand({ id: busy.id, address: `192.0.2.${100 + i}` }, clientInput())).toMatchObject({
        ok: true,
      });
    expect(await createClientCommand({ id: busy.id, address: "192.0.2.200" }, clientInput())).toMatchObject({
      ok: false,
      code: "registration_limit",
      message: expect.stringMatching(/You have registered/),
    });
  });
});

describe("authorization page and consent POST per address (AUTHORIZE_IP)", () => {
  it("answers the authorization page 429 with Retry-After once the address's budget is spent", async () => {
    const address = "203.0.113.40";
    for (let i = 0; i < 4; i++)
      expect(await answerAuthorization(authorizeParams(), address, null)).toMatchObject({ kind: "redirect" });
    const refused = await answerAuthorization(authorizeParams(), address, null);
    expect(refused).toMatchObject({ kind: "error-page", status: 429, reason: "too_many_requests", client: null });
    if (refused.kind !== "error-page") throw new Error("expected the error page");
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
    expect((await answerAuthorization(authorizeParams(), "198.51.100.40", null)).kind).toBe("redirect");
  });

  it("answers a request it refuses with 400, and a signed-out request with sign-in and back", async () => {
    const refused = await answerAuthorization(
      new URLSearchParams(confQuery({ redirect_uri: "https://evil.example/cb" })),
      "198.51.100.44",
      null,
    );
    expect(refused).toMatchObject({ kind: "error-page", status: 400, reason: "invalid_redirect_uri" });
    expect(await answerAuthorization(authorizeParams(), "198.51.100.44", null)).toEqual({
      kind: "redirect",
      location: `/auth/signin?callbackUrl=${encodeURIComponent(`/auth/oauth2/authorize?${authorizeParams()}`)}`,
    });
  });

  it("counts consent posts against the same budget: past it, a 303 to the branded 429 page, nothing decided", async () => {
    const address = "203.0.113.41";
    for (let i = 0; i < 4; i++) await answerAuthorization(authorizeParams(), address, null);
    const refused = await consentPost(address, { request: "x", csrf: "y", decision: "allow" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/auth/oauth2/interrupted?reason=too_many_requests");
    // Before the limit, the same post is read and decided (here: malformed, back home).
    expect((await consentPost("198.51.100.41", {})).headers.get("location")).toBe("/");
  });

  it("sends the consent POST to a branded 503 page when the database is down, never a 500 nor the client's URI", async () => {
    const user = await demoUser();
    const outcome = await authorizePage(confQuery({ scope: "PROFILE_READ SCHEDULE_READ" }), user);
    if (outcome.kind !== "consent") throw new Error(`expected consent, got ${outcome.kind}`);
    request.userId = user.id;
    const logged = vi.spyOn(getLogger(), "warn").mockImplementation(() => undefined);
    DATABASE_DOWN();
    const answer = await consentPost("198.51.100.42", {
      request: outcome.formRequest,
      csrf: outcome.csrf,
      decision: "allow",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/auth/oauth2/interrupted?reason=temporarily_unavailable");
    expect(answer.headers.get("location")).not.toContain(CONF.redirectUris[0]!);
    expect(logged).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("the interruption page answers 503 or 429 with Retry-After, branded, without the database", async () => {
    DATABASE_DOWN();
    const down = await interrupted("temporarily_unavailable");
    expect(down.status).toBe(503);
    expect(down.headers).toMatchObject({ "Retry-After": "5", "Cache-Control": "no-store" });
    expect(down.html).toContain("could not complete this request just now");
    expect(down.html).toContain("temporarily_unavailable");
    const busy = await interrupted("too_many_requests");
    expect(busy.status).toBe(429);
    expect(Number(busy.headers?.["Retry-After"])).toBeGreaterThan(0);
    // Anything else reads as unavailable: the page says nothing the caller chose.
    const odd = await interrupted("<script>");
    expect(odd.status).toBe(503);
    expect(odd.html).not.toContain("<script>");
  });

  it("the site header names no one while the database is away, instead of failing the page", async () => {
    request.userId = (await demoUser()).id;
    expect((await getHeaderUser())?.id).toBe(request.userId);
    const logged = vi.spyOn(getLogger(), "warn").mockImplementation(() => undefined);
    DATABASE_DOWN();
    expect(await getHeaderUser()).toBeNull();
    expect(logged).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
