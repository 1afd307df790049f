// Property test of the revocation (RFC 7009) and introspection (RFC 7662) routes on the real
// database, with the token fuzz's adversarial bodies and Authorization headers, plus real tokens of
// two clients (confidential and public) mixed in. Every answer is a JSON RFC answer with no-store,
// never a 500; a grant is revoked only by its own client presenting one of its tokens, and a token
// is described as active only to the confidential client it was issued to.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { POST as revokePOST } from "@/app/v2/auth/oauth2/revoke/route";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, authorizeAndAllow, confQuery, demoUser, exchange, pkcePair } from "../oauth/oauth-test-kit";

const ctx = withTestDatabase();

type Tokens = { access_token: string; refresh_token: string };
type Owned = { clientId: string; secret: string | null; grantId: string; tokens: Tokens };
/** Stand-ins the arbitraries use; each request swaps in the live tokens (the same in form and JSON). */
const PLACEHOLDERS = {
  confAccess: "PLACEHOLDER_CONF_ACCESS",
  confRefresh: "PLACEHOLDER_CONF_REFRESH",
  pubAccess: "PLACEHOLDER_PUB_ACCESS",
  pubRefresh: "PLACEHOLDER_PUB_REFRESH",
};
let conf: Owned;
let pub: Owned;

const grantIds = async (clientId: string) =>
  new Set(
    (await ctx.db.prisma.grant.findMany({ where: { client: { clientId } }, select: { id: true } })).map((g) => g.id),
  );

/** Runs `login` and returns the one grant it created for `clientId`. */
async function newGrant<T>(clientId: string, login: () => Promise<T>): Promise<{ grantId: string; result: T }> {
  const before = await grantIds(clientId);
  const result = await login();
  const created = [...(await grantIds(clientId))].filter((id) => !before.has(id));
  expect(created).toHaveLength(1);
  return { grantId: created[0]!, result };
}

beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  const user = await demoUser();
  const confGrant = await newGrant(CONF.clientId, async () => {
    const { code } = await authorizeAndAllow(confQuery({ scope: "PROFILE_READ" }), user);
    return (await (await exchange(code)).json()) as Tokens;
  });
  const pubGrant = await newGrant(PUB.clientId, async () => {
    const { verifier, challenge } = pkcePair();
    const query = {
      client_id: PUB.clientId,
      redirect_uri: PUB.redirectUris[0]!,
      scope: "PROFILE_READ",
      state: "s",
      code_challenge: challenge,
      code_challenge_method: "S256",
    };
    const { code } = await authorizeAndAllow(query, user);
    return (await (
      await exchange(code, { code_verifier: verifier }, { clientId: PUB.clientId, redirect: PUB.redirectUris[0] })
    ).json()) as Tokens;
  });
  conf = { clientId: CONF.clientId, secret: CONF.secret, grantId: confGrant.grantId, tokens: confGrant.result };
  pub = { clientId: PUB.clientId, secret: null, grantId: pubGrant.grantId, tokens: pubGrant.result };
  for (const owned of [conf, pub]) expect(owned.tokens.access_token && owned.tokens.refresh_token).toBeTruthy();
});

const ADVERSARIAL = [
  "\u0000",
  "\r\nX-Injected: 1",
  '"><script>',
  "😀",
  "\u202e",
  "%00",
  "a".repeat(20_000),
  " ",
  "=",
  "&",
  "[]",
  "{}",
];
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.constantFrom(...ADVERSARIAL),
);
const token = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Object.values(PLACEHOLDERS)) },
  { weight: 1, arbitrary: text },
);
const NAMES = ["token", "token_type_hint", "client_id", "client_secret", "grant_type", "x"] as const;
const valueFor = (name: (typeof NAMES)[number]) => {
  switch (name) {
    case "token":
      return token;
    case "token_type_hint":
      return fc.oneof(fc.constantFrom("access_token", "refresh_token"), text);
    case "client_id":
      return fc.oneof(fc.constantFrom(CONF.clientId, PUB.clientId), text);
    case "client_secret":
      return fc.oneof(fc.constant(CONF.secret), text);
    default:
      return text;
  }
};
const pair = fc.constantFrom(...NAMES).chain((name) => valueFor(name).map((value) => [name, value] as const));
// Weighted towards one well-formed token per request, so real tokens meet real credentials often.
const pairs = fc.oneof(
  fc
    .tuple(token, fc.array(pair, { maxLength: 4 }))
    .map(([t, rest]) => [["token", t] as const, ...rest.filter(([n]) => n !== "token")]),
  fc.array(pair, { maxLength: 8 }),
);
const jsonValue = fc.oneof(
  text,
  token,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(token, { maxLength: 2 }),
  fc.dictionary(text, text, { maxKeys: 2 }),
);

const body = fc.oneof(
  {
    weight: 3,
    arbitrary: pairs.map((p) => ({
      type: "application/x-www-form-urlencoded",
      payload: new URLSearchParams(p.map(([k, v]) => [k, v])).toString(),
    })),
  },
  {
    weight: 1,
    arbitrary: pairs.map((p) => ({ type: "application/json", payload: JSON.stringify(Object.fromEntries(p)) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...NAMES), jsonValue), { maxLength: 6 })
      .map((p) => ({ type: "application/json", payload: JSON.stringify(Object.fromEntries(p)) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "multipart/form-data",
          "application/xml",
          "",
          "application/json; charset=utf-16",
          "APPLICATION/JSON",
        ),
        fc.string({ maxLength: 200 }),
      )
      .map(([type, payload]) => ({ type, payload })),
  },
);
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const authorization = fc.option(
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(basic(CONF.clientId, CONF.secret)) },
    { weight: 2, arbitrary: fc.constant(basic(PUB.clientId, "")) },
    fc.tuple(text, text).map(([a, b]) => basic(a, b)),
    fc.constantFrom("Basic", "Basic ===", "Bearer x", "basic  Zm9vOmJhcg==  ", "Basic Zm9v"),
    text.filter((h) => /^[\t\x20-\x7e]*$/.test(h)),
  ),
  { nil: undefined },
);

/** A legitimate request of each client, always run besides the random ones, so the success path is reached every time. */
const FORM = "application/x-www-form-urlencoded";
const LEGITIMATE = {
  confRefresh: [{ type: FORM, payload: `token=${PLACEHOLDERS.confRefresh}` }, basic(CONF.clientId, CONF.secret)] as [
    { type: string; payload: string },
    string | undefined,
  ],
  confAccess: [
    { type: FORM, payload: `token=${PLACEHOLDERS.confAccess}&token_type_hint=access_token` },
    basic(CONF.clientId, CONF.secret),
  ] as [{ type: string; payload: string }, string | undefined],
  pubRefresh: [{ type: FORM, payload: `token=${PLACEHOLDERS.pubRefresh}&client_id=${PUB.clientId}` }, undefined] as [
    { type: string; payload: string },
    string | undefined,
  ],
};

function withLiveTokens(payload: string): string {
  return payload
    .replaceAll(PLACEHOLDERS.confAccess, conf.tokens.access_token)
    .replaceAll(PLACEHOLDERS.confRefresh, conf.tokens.refresh_token)
    .replaceAll(PLACEHOLDERS.pubAccess, pub.tokens.access_token)
    .replaceAll(PLACEHOLDERS.pubRefresh, pub.tokens.refresh_token);
}

/** Everything the request says, the Basic credentials decoded, for "did it name X" checks. */
function said(payload: string, auth: string | undefined): string {
  const decoded = auth?.startsWith("Basic ") ? Buffer.from(auth.slice(6).trim(), "base64").toString("utf8") : "";
  return `${payload}\n${auth ?? ""}\n${decoded}`;
}

/** Necessary for a legitimate act on `owned`'s tokens: one of them, its client id, and its secret if it has one. */
function presentedByOwner(owned: Owned, text: string): boolean {
  const hasToken = text.includes(owned.tokens.access_token) || text.includes(owned.tokens.refresh_token);
  return hasToken && text.includes(owned.clientId) && (owned.secret === null || text.includes(owned.secret));
}

async function call(
  handler: (r: Request) => Promise<Response>,
  path: string,
  type: string,
  payload: string,
  auth: string | undefined,
  peer: number,
) {
  const headers: Record<string, string> = { "x-oauth-peer-address": `10.0.${peer >> 8}.${peer & 255}` };
  if (type !== "") headers["content-type"] = type;
  if (auth !== undefined) headers.authorization = auth;
  const response = await handler(
    new Request(`http://localhost:3000/v2/auth/oauth2/${path}`, { method: "POST", headers, body: payload }),
  );
  expect([200, 400, 401, 429]).toContain(response.status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const raw = await response.text();
  // A revocation's 200 may be empty (RFC 7009 s2.2); every other answer is JSON.
  const json =
    raw === "" && path === "revoke" && response.status === 200 ? null : (JSON.parse(raw) as Record<string, unknown>);
  if (response.status !== 200) {
    expect(typeof json?.error).toBe("string");
    expect(json?.error_description).toMatch(/^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/);
  }
  return { status: response.status, json };
}

const revokedNow = async () =>
  new Set(
    (await ctx.db.prisma.grant.findMany({ where: { revokedAt: { not: null } }, select: { id: true } })).map(
      (g) => g.id,
    ),
  );

/** Puts a legitimately revoked grant back, so later runs can try to revoke it illegitimately. */
async function restore(grantId: string) {
  await ctx.db.prisma.grant.update({ where: { id: grantId }, data: { revokedAt: null, revokedReason: null } });
  await ctx.db.prisma.refreshToken.updateMany({ where: { grantId }, data: { revokedAt: null } });
}

describe("POST /v2/auth/oauth2/revoke under random and adversarial input", () => {
  it("answers JSON or an empty 200 with no-store, never a 500, and revokes a grant only for its own client", async () => {
    let peer = 0;
    let legitimate = 0;
    // The grants revoked before any run: each run puts back every grant it revoked, so this is also
    // the set before every later run (read once here rather than again before each call).
    const before = await revokedNow();
    await fc.assert(
      fc.asyncProperty(body, authorization, async ({ type, payload }, auth) => {
        const live = withLiveTokens(payload);
        let status: number;
        let revoked: string[];
        try {
          ({ status } = await call(revokePOST, "revoke", type, live, auth, peer++));
        } finally {
          revoked = [...(await revokedNow())].filter((id) => !before.has(id));
          // Put every grant back first (even after a failed call), so each run (and fast-check's
          // shrinking) starts from the same state.
          for (const id of revoked) await restore(id);
        }
        for (const id of revoked) {
          const owned = [conf, pub].find((o) => o.grantId === id);
          expect(owned, `a grant outside the fuzz was revoked: ${id}`).toBeDefined();
          expect(status).toBe(200);
          expect(
            presentedByOwner(owned!, said(live, auth)),
            `grant of ${owned!.clientId} revoked without its client's token and credentials`,
          ).toBe(true);
          legitimate++;
        }
      }),
      { numRuns: 150, examples: [LEGITIMATE.confRefresh, LEGITIMATE.pubRefresh] },
    );
    // The success path is reached (the examples guarantee it), so the check above is not vacuous.
    expect(legitimate).toBeGreaterThan(0);
  }, 120_000);
});

describe("POST /v2/auth/oauth2/introspect under random and adversarial input", () => {
  it("answers JSON with no-store, never a 500, revokes nothing, and shows a token active only to its confidential client", async () => {
    const revokedBefore = await revokedNow();
    let peer = 5000;
    let active = 0;
    await fc.assert(
      fc.asyncProperty(body, authorization, async ({ type, payload }, auth) => {
        const live = withLiveTokens(payload);
        const { status, json } = await call(introspectPOST, "introspect", type, live, auth, peer++);
        if (status !== 200) return;
        expect(typeof json?.active).toBe("boolean");
        if (json?.active !== true) {
          expect(json).toEqual({ active: false });
          return;
        }
        active++;
        // Only the confidential client may introspect, and only its own tokens.
        expect(json.client_id).toBe(conf.clientId);
        expect(presentedByOwner(conf, said(live, auth))).toBe(true);
        expect(["access_token", "refresh_token"]).toContain(json.token_use);
      }),
      { numRuns: 150, examples: [LEGITIMATE.confAccess, LEGITIMATE.confRefresh] },
    );
    expect(active).toBeGreaterThan(0);
    expect(await revokedNow()).toEqual(revokedBefore);
  }, 120_000);
});
