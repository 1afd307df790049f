// Clients identified by a Client ID Metadata Document, over the authorization page's answer and the
// Prisma store (PGlite; PostgreSQL with TEST_DATABASE_URL), with documents served on loopback under
// the development switch. Refused documents explain why and register nothing; the first good one
// registers one pending public client; later documents narrow at once and widen through review.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { answerAuthorization } from "@/app/(consent)/auth/oauth2/authorize/answer-authorization";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { addHostRuleCommand, removeHostRuleCommand } from "@/lib/actions/host-rule-commands";
import { listDecisionHistory } from "@/lib/db/review/list-decision-history";
import { issuer } from "@/lib/server/roots/oauth";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { withTestDatabase } from "../test-database";
import { authorizeAndAllow, demoUser, exchange, pkcePair, refresh } from "./oauth-test-kit";

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = "true";
  // Every document here is served from one host: more first sightings than a host's daily 10.
  process.env.RATE_LIMIT_METADATA_CLIENT_HOST = "100/86400";
});

const ctx = withTestDatabase();
let server: Server;
let base = "";
const documents = new Map<string, { status?: number; headers?: Record<string, string>; body: string }>();
const requests: string[] = [];

beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  server = createServer((req, res) => {
    requests.push(req.url ?? "");
    // Never answered: the fetch runs into its deadline (the connection is cut after the tests).
    if (req.url === "/stalling.json") return;
    const found = documents.get(req.url ?? "");
    if (!found) return res.writeHead(404).end();
    res.writeHead(found.status ?? 200, { "content-type": "application/json", ...found.headers }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const REDIRECT = "http://127.0.0.1:9999/callback";
function serve(path: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const clientId = `${base}${path}`;
  const body = { client_id: clientId, client_name: "Loopback Agent", redirect_uris: [REDIRECT], ...over };
  documents.set(path, { body: JSON.stringify(body), headers });
  return clientId;
}
function query(clientId: string, redirectUri = REDIRECT) {
  return new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "PROFILE_READ BOOKING_READ",
    state: "s1",
    code_challenge: pkcePair().challenge,
    code_challenge_method: "S256",
  });
}
async function answer(clientId: string, redirectUri?: string) {
  const user = await demoUser();
  return answerAuthorization(query(clientId, redirectUri), "203.0.113.77", {
    user: { id: user.id, name: user.name, email: user.email },
    authTime: new Date(),
    sid: "test-session",
  });
}
const stored = (clientId: string) => ctx.db.prisma.oAuthClient.findUnique({ where: { clientId } });
/** The stored copy's minute is over: the next request fetches the document again. */
const expireCopy = (clientId: string) =>
  ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { metadataCachedUntil: new Date(Date.now() - 1000) } });

describe("a metadata document that cannot be used", () => {
  it("is refused with the reason on our own page, never a redirect, and nothing is registered", async () => {
    const mismatch = `${base}/mismatch.json`;
    documents.set("/mismatch.json", {
      body: JSON.stringify({ client_id: `${base}/other.json`, client_name: "X", redirect_uris: [REDIRECT] }),
    });
    const redirecting = `${base}/moved.json`;
    documents.set("/moved.json", { status: 302, headers: { location: "/elsewhere.json" }, body: "" });
    const big = `${base}/big.json`;
    documents.set("/big.json", { body: `{"pad":"${"x".repeat(70_000)}"}` });
    const otherRedirect = serve("/listed.json");
    const privateAddress = "https://10.0.0.5/client.json";

    const cases: [string, string | undefined, string, string | null][] = [
      [mismatch, undefined, "metadata_document_invalid", "client_id_mismatch"],
      [redirecting, undefined, "metadata_document_unreachable", "redirected"],
      [big, undefined, "metadata_document_unreachable", "too_large"],
      [otherRedirect, "http://127.0.0.1:9999/not-listed", "metadata_redirect_uri_not_listed", null],
      [privateAddress, undefined, "metadata_document_unreachable", "not_public_address"],
    ];
    for (const [clientId, redirectUri, reason, detail] of cases) {
      const result = await answer(clientId, redirectUri);
      expect(result, clientId).toMatchObject({ kind: "error-page", status: 400, reason, detail });
      expect(await stored(clientId), clientId).toBeNull();
    }
    // The redirecting document's target was never asked for.
    expect(requests).not.toContain("/elsewhere.json");
  });
});

describe("a usable metadata document", () => {
  it("registers one pending public client on first sight (concurrent sightings included), with its document", async () => {
    const clientId = serve("/agent.json", { logo_uri: "https://agent.example.com/logo.png" });
    const answers = await Promise.all([answer(clientId), answer(clientId), answer(clientId)]);
    for (const a of answers) expect(a).toMatchObject({ kind: "error-page", reason: "client_not_approved" });
    const row = await stored(clientId);
    expect(row).toMatchObject({
      kind: "PUBLIC",
      status: "PENDING",
      name: "Loopback Agent",
      redirectUris: [REDIRECT],
      scopes: ["PROFILE_READ", "BOOKING_READ"],
      logoUrl: "https://agent.example.com/logo.png",
    });
    expect(row?.metadataDocument).toMatchObject({ client_id: clientId });
    expect(await ctx.db.prisma.oAuthClient.count({ where: { clientId } })).toBe(1);
  });

  it("once approved, shows the consent screen with the verified host and the local-only warning's facts", async () => {
    const clientId = serve("/approved.json", {}, { "cache-control": "max-age=600" });
    await answer(clientId);
    await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { status: "APPROVED" } });
    const result = await answer(clientId);
    expect(result.kind).toBe("consent");
    if (result.kind !== "consent") return;
    expect(result.prepared.client.metadataHost).toBe(new URL(base).host);
    expect(result.prepared.client.redirectUris).toEqual([REDIRECT]);
  });

  it("refetches an unchanged document without changing the version an administrator decides on", async () => {
    const clientId = serve("/steady.json", {}, { "cache-control": "no-store" });
    await answer(clientId);
    await answer(clientId);
    // no-store or not, a document is fetched at most once a minute.
    expect(requests.filter((r) => r === "/steady.json")).toHaveLength(1);
    await expireCopy(clientId);
    const before = await stored(clientId);
    await answer(clientId);
    const after = await stored(clientId);
    expect(requests.filter((r) => r === "/steady.json")).toHaveLength(2);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(after?.metadataCachedUntil?.getTime()).toBeGreaterThanOrEqual(before!.metadataCachedUntil!.getTime());
  });

  it("applies a later document's removals at once and sends its additions and new name to review", async () => {
    const second = "http://127.0.0.1:9999/second";
    const clientId = serve("/changing.json", { redirect_uris: [REDIRECT, second] }, { "cache-control": "no-store" });
    await answer(clientId);
    await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { status: "APPROVED" } });
    await expireCopy(clientId);
    serve(
      "/changing.json",
      { client_name: "Renamed Agent", redirect_uris: [REDIRECT, "http://127.0.0.1:9999/third"] },
      { "cache-control": "no-store" },
    );
    expect((await answer(clientId)).kind).toBe("consent");
    const row = await stored(clientId);
    expect(row).toMatchObject({ name: "Loopback Agent", redirectUris: [REDIRECT], status: "APPROVED" });
    const change = await ctx.db.prisma.clientChangeRequest.findFirst({
      where: { clientId: row!.id, status: "PENDING" },
    });
    expect(change).toMatchObject({
      addedRedirectUris: ["http://127.0.0.1:9999/third"],
      proposedDetails: { name: "Renamed Agent" },
    });
  });
});

describe("a metadata document that does not answer", () => {
  it("is refused on our page once the fetch's deadline passes, one fetch for concurrent requests", async () => {
    const clientId = `${base}/stalling.json`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer(clientId)));
    for (const a of answers)
      expect(a).toMatchObject({
        kind: "error-page",
        status: 400,
        reason: "metadata_document_unreachable",
        detail: "timeout",
      });
    expect(requests.filter((r) => r === "/stalling.json")).toHaveLength(1);
    expect(await stored(clientId)).toBeNull();
  });
});

describe("a metadata document naming private_key_jwt", () => {
  it("registers a confidential client with its keys; once approved it exchanges a code with an assertion, never a secret", async () => {
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "agent-key-1" };
    const clientId = serve(
      "/keyed.json",
      { token_endpoint_auth_method: "private_key_jwt", jwks: { keys: [jwk] } },
      { "cache-control": "max-age=600" },
    );
    await answer(clientId);
    const row = await stored(clientId);
    expect(row).toMatchObject({ kind: "CONFIDENTIAL", status: "PENDING", jwksUri: null });
    expect(await ctx.db.prisma.clientKey.findMany({ where: { clientId: row!.id }, select: { kid: true } })).toEqual([
      { kid: "agent-key-1" },
    ]);
    await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { status: "APPROVED" } });

    const { verifier, challenge } = pkcePair();
    const { code } = await authorizeAndAllow(
      {
        client_id: clientId,
        redirect_uri: REDIRECT,
        response_type: "code",
        scope: "PROFILE_READ",
        state: "k1",
        code_challenge: challenge,
        code_challenge_method: "S256",
      },
      await demoUser(),
    );
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ jti: `jti-${now}-${Math.random()}` })
      .setProtectedHeader({ alg: "ES256", kid: "agent-key-1" })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(issuer())
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(privateKey);
    const token = (body: Record<string, string>) =>
      tokenPOST(
        new Request("http://localhost:3000/v2/auth/oauth2/token", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code,
            redirect_uri: REDIRECT,
            code_verifier: verifier,
            ...body,
          }).toString(),
        }),
      );
    expect((await token({ client_id: clientId })).status).toBe(401);
    const response = await token({
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: assertion,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: "bearer" });
  });

  it("refuses its document once approved if it switches back to no authentication", async () => {
    const { publicKey } = await generateKeyPair("ES256");
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "k" }] };
    const clientId = serve("/switching.json", { token_endpoint_auth_method: "private_key_jwt", jwks });
    await answer(clientId);
    await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { status: "APPROVED" } });
    serve("/switching.json", { token_endpoint_auth_method: "none" });
    await expireCopy(clientId);
    expect(await answer(clientId)).toMatchObject({ kind: "error-page", detail: "auth_method_changed" });
    expect(await stored(clientId)).toMatchObject({ kind: "CONFIDENTIAL" });
  });
});

describe("trusted agent hosts", () => {
  const admin = async () => (await ctx.db.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } })).id;
  /** Runs `body` with one rule for the loopback host the documents are served from, then removes it. */
  async function withRule(rule: { effect: "ALLOW" | "DENY"; scopes: string[] }, body: () => Promise<void>) {
    const caller = { id: await admin() };
    const added = await addHostRuleCommand(caller, { pattern: "127.0.0.1", reason: "Test agents", ...rule });
    expect(added).toMatchObject({ ok: true, data: { pattern: "127.0.0.1" } });
    try {
      await body();
    } finally {
      const row = await ctx.db.prisma.metadataHostRule.findUniqueOrThrow({ where: { pattern: "127.0.0.1" } });
      expect(await removeHostRuleCommand(caller, { id: row.id })).toMatchObject({ ok: true });
    }
  }

  it("refuses a denied host on our page without fetching its document", async () => {
    const clientId = serve("/denied.json");
    await withRule({ effect: "DENY", scopes: [] }, async () => {
      expect(await answer(clientId)).toMatchObject({ kind: "error-page", status: 400, reason: "metadata_host_denied" });
    });
    expect(requests).not.toContain("/denied.json");
    expect(await stored(clientId)).toBeNull();
  });

  it("approves on first sight what the allow rule covers: the consent screen shows at once", async () => {
    const clientId = serve("/trusted.json");
    await withRule({ effect: "ALLOW", scopes: ["PROFILE_READ", "BOOKING_READ", "BOOKING_WRITE"] }, async () => {
      expect((await answer(clientId)).kind).toBe("consent");
    });
    expect(await stored(clientId)).toMatchObject({ status: "APPROVED", metadataHostRule: "127.0.0.1" });
    const row = await stored(clientId);
    const events = await ctx.db.prisma.auditLog.findMany({ where: { clientId: row!.id }, select: { eventType: true } });
    expect(events.map((e) => e.eventType).sort()).toEqual(["client.approved_by_host_rule", "client.created"]);
  });

  it("leaves a client asking for more than the rule allows waiting for review, naming the rule", async () => {
    const clientId = serve("/wider.json");
    await withRule({ effect: "ALLOW", scopes: ["PROFILE_READ"] }, async () => {
      expect(await answer(clientId)).toMatchObject({ kind: "error-page", reason: "client_not_approved" });
    });
    expect(await stored(clientId)).toMatchObject({ status: "PENDING", metadataHostRule: "127.0.0.1" });
  });

  it("records each rule added and removed in the decision history, with the administrator and reason", async () => {
    await withRule({ effect: "DENY", scopes: [] }, async () => {});
    const history = await listDecisionHistory({ adminId: null, kind: null, page: 1 });
    const kinds = history.entries.slice(0, 2).map((e) => [e.kind, e.client.name, e.admin?.email !== undefined]);
    expect(kinds).toEqual([
      ["host_remove", "127.0.0.1", true],
      ["host_deny", "127.0.0.1", true],
    ]);
    expect(history.entries[1]?.reason).toBe("Test agents");
  });

  it("refuses bad rules with words for the field, storing nothing", async () => {
    const caller = { id: await admin() };
    const cases: [Record<string, unknown>, string][] = [
      [{ pattern: "*.com", effect: "DENY", scopes: [], reason: "x" }, "pattern"],
      [{ pattern: "a.example.com", effect: "ALLOW", scopes: [], reason: "x" }, "scopes"],
      [{ pattern: "a.example.com", effect: "DENY", scopes: [], reason: "" }, "reason"],
      [{ pattern: "x".repeat(300), effect: "DENY", scopes: [], reason: "x" }, "pattern"],
      [{ pattern: "a.example.com", effect: "MAYBE", scopes: [], reason: "x" }, "effect"],
    ];
    for (const [input, field] of cases) {
      const result = await addHostRuleCommand(caller, input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.fieldErrors?.[field], field).toBeTruthy();
    }
    expect(await ctx.db.prisma.metadataHostRule.count()).toBe(0);
  });
});

describe("grants of a metadata-document client, one per installation", () => {
  it("end with the redirect URI a newer document drops; the other installation's grant keeps working", async () => {
    const laptop = REDIRECT;
    const desktop = "http://127.0.0.1:9999/desktop";
    const clientId = serve(
      "/installations.json",
      { redirect_uris: [laptop, desktop] },
      { "cache-control": "no-store" },
    );
    await answer(clientId);
    await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { status: "APPROVED" } });
    const user = await demoUser();
    const signIn = async (redirectUri: string) => {
      const pkce = pkcePair();
      const query = Object.fromEntries(query_(clientId, redirectUri, pkce.challenge));
      const { code } = await authorizeAndAllow(query, user);
      const response = await exchange(code, { code_verifier: pkce.verifier }, { clientId, redirect: redirectUri });
      expect(response.status).toBe(200);
      return ((await response.json()) as { refresh_token: string }).refresh_token;
    };
    const [laptopToken, desktopToken] = [await signIn(laptop), await signIn(desktop)];
    const grants = () =>
      ctx.db.prisma.grant.findMany({
        where: { client: { clientId } },
        select: { redirectUri: true, revokedAt: true, revokedReason: true },
        orderBy: { redirectUri: "asc" },
      });
    // Ordered by redirect URI: ".../callback" (the laptop) before ".../desktop".
    expect((await grants()).map((g) => [g.redirectUri, g.revokedAt])).toEqual([
      [laptop, null],
      [desktop, null],
    ]);

    serve("/installations.json", { redirect_uris: [laptop] }, { "cache-control": "no-store" });
    await expireCopy(clientId);
    expect((await answer(clientId)).kind).toBe("consent");

    expect((await grants()).map((g) => [g.redirectUri, g.revokedReason])).toEqual([
      [laptop, null],
      [desktop, "redirect_uri_removed"],
    ]);
    const refused = await refresh(desktopToken, { clientId });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
    expect((await refresh(laptopToken, { clientId })).status).toBe(200);
  });
});

function query_(clientId: string, redirectUri: string, challenge: string) {
  const q = query(clientId, redirectUri);
  q.set("code_challenge", challenge);
  return q;
}
