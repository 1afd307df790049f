// Client ID Metadata Documents as MCP 2025-11-25 and later ask an authorization server to take
// them: the client_id is the document's URL, the document is fetched and must name itself, only
// its redirect URIs are used, the consent screen names where the browser is sent, and the code
// flow then runs as for any public client. Documents are served on loopback (the development
// switch WEBHOOK_ALLOW_LOOPBACK, set before the application reads its configuration: an isolated
// file). Approval by an administrator is this server's own rule for a first sighting.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, vi } from "vitest";
import { answerAuthorization } from "@/app/(consent)/auth/oauth2/authorize/answer-authorization";
import { decideConsent } from "@/lib/oauth/authorize/decide-consent";
import { displayHost } from "@/lib/oauth/display-host";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { apiResource, authorizeEndpointDeps, issuer } from "@/lib/server/roots/oauth";
import { demoUser, exchange, me, pkcePair } from "../oauth/oauth-test-kit";
import { withTestDatabase } from "../test-database";
import { requirement } from "./mcp-revisions";

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = "true";
});

const ctx = withTestDatabase();
const documents = new Map<string, string>();
let server: Server;
let base = "";

beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  server = createServer((req, res) => {
    const body = documents.get(req.url ?? "");
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json", "cache-control": "max-age=600" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const REDIRECT = "http://127.0.0.1:52131/callback";
/** Serves an agent's document at `path` and returns its URL, the agent's client_id. */
function serve(path: string, document: Record<string, unknown> = {}): string {
  const clientId = `${base}${path}`;
  documents.set(
    path,
    JSON.stringify({
      client_id: clientId,
      client_name: "Conformance Agent",
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: "none",
      ...document,
    }),
  );
  return clientId;
}

async function answer(clientId: string, pkce = pkcePair(), redirectUri = REDIRECT) {
  const user = await demoUser();
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: "PROFILE_READ",
    state: "cimd-state",
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    resource: apiResource().identifier,
  });
  const signIn = { user: { id: user.id, name: user.name, email: user.email }, authTime: new Date(), sid: "s" };
  return answerAuthorization(query, "203.0.113.50", signIn);
}
const approve = (clientId: string) =>
  ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { status: "APPROVED" } });

describe("Client ID Metadata Documents", () => {
  requirement("cimd-supported", "a document that does not name its own URL is refused on our page", async () => {
    const clientId = `${base}/impostor.json`;
    documents.set("/impostor.json", JSON.stringify({ client_id: `${base}/other.json`, redirect_uris: [REDIRECT] }));
    expect(await answer(clientId)).toMatchObject({ kind: "error-page", status: 400 });
  });

  requirement("cimd-supported", "a redirect URI the document does not list is refused on our page", async () => {
    const clientId = serve("/listed.json");
    await answer(clientId);
    await approve(clientId);
    const outcome = await answer(clientId, pkcePair(), "http://127.0.0.1:52131/elsewhere");
    expect(outcome).toMatchObject({ kind: "error-page", status: 400 });
  });

  requirement("cimd-supported", "a document whose redirect URI is neither https nor loopback is refused", async () => {
    const clientId = serve("/plain-http.json", { redirect_uris: ["http://agent.example.com/callback"] });
    const outcome = await answer(clientId, pkcePair(), "http://agent.example.com/callback");
    expect(outcome).toMatchObject({ kind: "error-page", status: 400 });
    expect(await ctx.db.prisma.oAuthClient.findUnique({ where: { clientId } })).toBeNull();
  });

  requirement(
    "cimd-supported",
    "a usable document's client runs the code flow with PKCE as a public client",
    async () => {
      const clientId = serve("/agent.json");
      expect(await answer(clientId)).toMatchObject({ kind: "error-page", reason: "client_not_approved" });
      await approve(clientId);

      const pkce = pkcePair();
      const consent = await answer(clientId, pkce);
      if (consent.kind !== "consent") throw new Error(`expected consent, got ${consent.kind}`);
      // 2026-07-28: the authorization server MUST clearly display the redirect URI's host.
      expect(displayHost(consent.prepared.request.redirectUri)).toBe("127.0.0.1:52131");
      const user = await demoUser();
      const form = { request: consent.prepared.formRequest, csrf: consent.prepared.csrf, decision: "allow" };
      const decided = await decideConsent(await authorizeEndpointDeps(), form, user.id);
      if (decided.kind !== "redirect") throw new Error(`expected a redirect, got ${decided.kind}`);
      const location = new URL(decided.location);
      expect(location.searchParams.get("iss")).toBe(issuer());

      const response = await exchange(
        location.searchParams.get("code")!,
        { code_verifier: pkce.verifier, resource: apiResource().identifier },
        { clientId, redirect: REDIRECT },
      );
      expect(response.status).toBe(200);
      const tokens = (await response.json()) as { access_token: string };
      expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: apiResource().identifier, client_id: clientId });
      expect((await me(tokens.access_token)).status).toBe(200);
    },
  );
});
