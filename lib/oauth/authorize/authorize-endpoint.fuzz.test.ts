// Property tests of the authorization endpoint as a use case (GET: prepareAuthorization, POST of
// the consent form: decideConsent) on the memory store. Whatever arrives, neither throws; every
// redirect lands on a URI the client registered (a public client's loopback on any port); and
// nothing is written for input that is not a genuine request: no code unless the user allowed a
// form rendered for them, no grant ever (grants come from the token endpoint), no consent ticket
// unless the consent screen is shown.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AuthorizeClientRecord } from "../ports";
import { APP, LEGACY_APP, PENDING_APP, REDIRECT, USER, makeAuthorizeFixture } from "./authorize-test-fixture";
import { decideConsent } from "./decide-consent";
import { prepareAuthorization } from "./prepare-authorization";

const NATIVE: AuthorizeClientRecord = {
  ...APP,
  clientId: "native",
  kind: "PUBLIC",
  redirectUris: ["http://127.0.0.1:8080/cb", "com.example.app:/cb"],
};
const CLIENTS = [APP, LEGACY_APP, PENDING_APP, NATIVE];
const OTHER_USER = "user-2";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

function fixture() {
  const f = makeAuthorizeFixture();
  f.store.addAuthorizeClient(NATIVE);
  return f;
}

/** Is `location` one of the clients' registered URIs, plus only the parameters the endpoint adds? */
function landsOnRegistered(location: string): boolean {
  const url = new URL(location);
  if (url.hash !== "") return false;
  for (const added of ["code", "state", "iss", "error", "error_description"]) url.searchParams.delete(added);
  return CLIENTS.some((client) =>
    client.redirectUris.some((uri) => {
      const registered = new URL(uri);
      const anyPort =
        client.kind === "PUBLIC" &&
        registered.protocol === "http:" &&
        ["127.0.0.1", "[::1]", "localhost"].includes(registered.hostname);
      return (
        url.protocol === registered.protocol &&
        url.hostname === registered.hostname &&
        url.pathname === registered.pathname &&
        url.username === "" &&
        url.password === "" &&
        url.search === registered.search &&
        (anyPort || url.port === registered.port)
      );
    }),
  );
}

const LOOK_ALIKES = [
  REDIRECT,
  "https://app.example.com/callback",
  "https://app.example.com/callback?tenant=8",
  `${REDIRECT}&x=1`,
  `${REDIRECT}#f`,
  "https://APP.example.com/callback?tenant=7",
  "https://app.example.com.evil.com/callback?tenant=7",
  "https://app.example.com@evil.com/callback",
  "http://127.0.0.1:8080/cb",
  "http://127.0.0.1:51234/cb",
  "http://127.0.0.1/cb",
  "http://localhost:8080/cb",
  "http://127.0.0.1:8080/cb/",
  "http://127.0.0.1:8080/cb?x=1",
  "http://127.0.0.2:8080/cb",
  "com.example.app:/cb",
  "com.example.app:/cb/x",
  "javascript:alert(1)",
  "//evil.com/cb",
  "https://evil.com/cb",
  `${REDIRECT}\r\nLocation: https://evil.com`,
  "",
];
const ADVERSARIAL = [
  "\u0000",
  "\r\nSet-Cookie: x=1",
  '"><script>alert(1)</script>',
  "\u202e",
  "😀",
  "%0d%0a",
  "a".repeat(3000),
  " ",
  "&state=x",
  "#frag",
];
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.constantFrom(...ADVERSARIAL),
);
const NAMES = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "prompt",
  "x",
] as const;
const valueFor = (name: (typeof NAMES)[number]) => {
  switch (name) {
    case "client_id":
      return fc.oneof(fc.constantFrom(...CLIENTS.map((c) => c.clientId)), text);
    case "redirect_uri":
      return fc.oneof(fc.constantFrom(...LOOK_ALIKES), text);
    case "response_type":
      return fc.oneof(fc.constantFrom("code", "token", "code id_token"), text);
    case "scope":
      return fc.oneof(
        fc.constantFrom("PROFILE_READ", "PROFILE_READ BOOKING_READ", "WEBHOOK_WRITE", "", "profile_read"),
        text,
      );
    case "code_challenge":
      return fc.oneof(fc.constant(CHALLENGE), text);
    case "code_challenge_method":
      return fc.oneof(fc.constantFrom("S256", "plain"), text);
    default:
      return text;
  }
};
const pair = fc.constantFrom(...NAMES).chain((name) => valueFor(name).map((value) => [name, value] as const));
// Half the queries start from a well-formed request, so the fuzz also reaches the consent screen.
const WELL_FORMED: Record<string, string>[] = [
  { client_id: APP.clientId, redirect_uri: REDIRECT, scope: "PROFILE_READ", state: "s" },
  {
    client_id: NATIVE.clientId,
    redirect_uri: "http://127.0.0.1:5555/cb",
    scope: "PROFILE_READ",
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
  },
  { client_id: LEGACY_APP.clientId, redirect_uri: REDIRECT },
];
const query = fc.oneof(
  fc.array(pair, { maxLength: 10 }).map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v]))),
  fc
    .tuple(fc.constantFrom(...WELL_FORMED), fc.array(pair, { maxLength: 3 }), fc.boolean())
    .map(([base, extra, replace]) => {
      const params = new URLSearchParams(base);
      for (const [k, v] of extra) {
        if (replace) params.set(k, v);
        else params.append(k, v);
      }
      return params;
    }),
);
const user = fc.constantFrom<string | null>(USER, OTHER_USER, null);

describe("prepareAuthorization under random and adversarial queries", () => {
  it("never throws, redirects only to registered URIs, and writes no code or grant, a ticket only for the consent screen", async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(query, user, async (params, userId) => {
        const f = fixture();
        const out = await prepareAuthorization(f.deps(), params, userId);
        seen.add(out.kind);
        if (out.kind === "redirect") {
          expect(landsOnRegistered(out.location), out.location).toBe(true);
          expect(new URL(out.location).searchParams.get("error")).toBeTruthy();
        }
        expect(f.store.codes.size).toBe(0);
        expect(f.store.grants.size).toBe(0);
        expect(f.store.consentTickets.size).toBe(out.kind === "consent" ? 1 : 0);
        if (out.kind === "consent") expect(userId).not.toBeNull();
      }),
      { numRuns: 400 },
    );
    // Every outcome is reached, so no check above holds vacuously.
    expect([...seen].sort()).toEqual(["consent", "error-page", "redirect", "sign-in"]);
  });
});

type Rendered = { request: string; csrf: string; userId: string };

/** Consent forms as the screen renders them: two requests for USER, one for another user. */
async function renderForms(f: ReturnType<typeof fixture>): Promise<Rendered[]> {
  const forms: Rendered[] = [];
  for (const [base, userId] of [
    [WELL_FORMED[0]!, USER],
    [WELL_FORMED[1]!, USER],
    [WELL_FORMED[0]!, OTHER_USER],
  ] as const) {
    const page = await prepareAuthorization(f.deps(), new URLSearchParams(base), userId);
    if (page.kind !== "consent") throw new Error(`expected the consent screen, got ${page.kind}`);
    forms.push({ request: page.formRequest, csrf: page.csrf, userId });
  }
  return forms;
}

const nonString = fc.oneof(
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(text, { maxLength: 2 }),
  fc.dictionary(text, text, { maxKeys: 2 }),
);
// Field choices: an index picks a rendered form's field, or a mutation of it, or junk.
const requestChoice = fc.oneof(
  { weight: 4, arbitrary: fc.nat(2).map((i) => ({ form: i, mutate: null as string | null })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.nat(2),
        fc.constantFrom(
          "&x=1",
          "&scope=WEBHOOK_WRITE",
          "&redirect_uri=https%3A%2F%2Fevil.com%2Fcb",
          "&state=other",
          " ",
        ),
      )
      .map(([form, mutate]) => ({ form, mutate })),
  },
  { weight: 1, arbitrary: fc.oneof(text, nonString).map((junk) => ({ junk })) },
);
const csrfChoice = fc.oneof(
  { weight: 4, arbitrary: fc.nat(2).map((i) => ({ form: i, tamper: false })) },
  { weight: 1, arbitrary: fc.nat(2).map((i) => ({ form: i, tamper: true })) },
  { weight: 1, arbitrary: fc.oneof(text, nonString).map((junk) => ({ junk })) },
);
const decision = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("allow", "deny") },
  { weight: 1, arbitrary: fc.oneof(text, nonString) },
);

describe("decideConsent under forged, replayed, mismatched and random forms", () => {
  it("never throws, redirects only to registered URIs, and issues a code only for a genuine Allow, once", async () => {
    let genuineAllows = 0;
    await fc.assert(
      fc.asyncProperty(
        requestChoice,
        csrfChoice,
        decision,
        user,
        fc.boolean(),
        async (req, tok, chosen, userId, twice) => {
          const f = fixture();
          const forms = await renderForms(f);
          const request = "junk" in req ? req.junk : forms[req.form]!.request + (req.mutate ?? "");
          const csrf =
            "junk" in tok ? tok.junk : tok.tamper ? `${forms[tok.form]!.csrf.slice(0, -2)}xx` : forms[tok.form]!.csrf;
          const genuine = forms.some(
            (form) => form.request === request && form.csrf === csrf && form.userId === userId,
          );
          const codesBefore = f.store.codes.size;

          const posts = twice ? 2 : 1;
          const outcomes = [];
          for (let i = 0; i < posts; i++)
            outcomes.push(await decideConsent(f.deps(), { request, csrf, decision: chosen }, userId));
          for (const out of outcomes)
            if (out.kind === "redirect") expect(landsOnRegistered(out.location), out.location).toBe(true);

          const allowed = genuine && chosen === "allow";
          if (allowed) genuineAllows++;
          expect(f.store.codes.size - codesBefore).toBe(allowed ? 1 : 0);
          expect(f.store.grants.size).toBe(0);
          if (twice) expect(outcomes[1]!.kind).not.toBe("redirect");
          if (genuine && chosen === "deny")
            expect(new URL((outcomes[0] as { location: string }).location).searchParams.get("error")).toBe(
              "access_denied",
            );
        },
      ),
      { numRuns: 300 },
    );
    expect(genuineAllows).toBeGreaterThan(0);
  });
});
