// Issue 38's agent test: oauth4webapi, unmodified, as an agent that asks for ONE booking with Rich
// Authorization Requests (RFC 9396) through PAR. The user consents to the detail in words, the
// code is exchanged, the agent books the meeting through the real /v2 route, and is refused a
// second booking (403 naming the detail), a cancel and a move. A failed booking spends no use;
// refresh keeps the details and never widens them; malformed details are refused at every
// endpoint and change nothing.
import { decodeJwt } from "jose";
import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { POST as parPOST } from "@/app/v2/auth/oauth2/par/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { POST as cancelAsHostPOST } from "@/app/v2/bookings/[bookingUid]/cancel-as-host/route";
import { POST as rescheduleAsHostPOST } from "@/app/v2/me/bookings/reschedule/route";
import { POST as bookAsHostPOST } from "@/app/v2/me/bookings/route";
import { GET as slotsGET } from "@/app/v2/slots/route";
import { DEMO_SCHEDULING } from "@/lib/db/demo-data";
import { listAuthorizedApps } from "@/lib/db/grants/list-authorized-apps";
import { listDetailGrants } from "@/lib/db/review/list-detail-grants";
import { decideConsent } from "@/lib/oauth/authorize/decide-consent";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { apiResource, authorizeEndpointDeps, issuer } from "@/lib/server/roots/oauth";
import { detailSentence } from "@/lib/ui-words/authorization-details";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, authorizePage, demoUser, pkcePair } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const INTRO = DEMO_SCHEDULING.introEventType;
const base = () => issuer();

const inProcess = async (url: string, init: oauth.CustomFetchOptions<string, unknown>): Promise<Response> => {
  const request = new Request(url, init as unknown as RequestInit);
  const { pathname } = new URL(url);
  if (pathname === "/.well-known/oauth-authorization-server") return metadataGET();
  if (pathname === "/v2/auth/oauth2/par") return parPOST(request);
  if (pathname === "/v2/auth/oauth2/token") return tokenPOST(request);
  if (pathname === "/v2/auth/oauth2/introspect") return introspectPOST(request);
  if (pathname === "/v2/me/bookings") return bookAsHostPOST(request);
  if (pathname === "/v2/me/bookings/reschedule") return rescheduleAsHostPOST(request);
  const cancel = /^\/v2\/bookings\/([^/]+)\/cancel-as-host$/.exec(pathname);
  if (cancel) return cancelAsHostPOST(request, { params: Promise.resolve({ bookingUid: cancel[1]! }) });
  return new Response(null, { status: 404 });
};
const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: inProcess } as const;
const agent: oauth.Client = { client_id: CONF.clientId };
const auth = oauth.ClientSecretPost(CONF.secret!);

async function discover(): Promise<oauth.AuthorizationServer> {
  return oauth.processDiscoveryResponse(
    new URL(base()),
    await oauth.discoveryRequest(new URL(base()), { algorithm: "oauth2", ...options }),
  );
}

/** Two free slots of Uma's intro call from tomorrow on, as the public slots route answers. */
async function twoFreeSlots(): Promise<[{ start: string; end: string }, { start: string; end: string }]> {
  const from = new Date(Date.now() + 86_400_000);
  const to = new Date(from.getTime() + 14 * 86_400_000);
  const url = new URL("/v2/slots", base());
  url.search = new URLSearchParams({ eventTypeId: INTRO, start: from.toISOString(), end: to.toISOString() }).toString();
  const body = (await (await slotsGET(new Request(url))).json()) as { data: { start: string; end: string }[] };
  const [first, second] = body.data;
  if (!first || !second) throw new Error("the demo schedule has no free slots");
  return [first, second];
}

function oneBookingDetail(window: { start: string; end: string }) {
  return {
    type: "scheduling",
    actions: ["book"],
    locations: [apiResource().identifier],
    event_types: [INTRO],
    time_window: window,
    max_uses: 1,
  };
}

const bookUrl = () => new URL("/v2/me/bookings", base());
function book(accessToken: string, start: string) {
  const body = JSON.stringify({ eventTypeId: INTRO, start, attendee: { name: "Ada Guest", email: "ada@example.org" } });
  return oauth.protectedResourceRequest(
    accessToken,
    "POST",
    bookUrl(),
    new Headers({ "content-type": "application/json" }),
    body,
    options,
  );
}

/** The challenge of a refused resource request, as oauth4webapi parsed it. */
async function challengeOf(call: Promise<Response>) {
  const error = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as oauth.WWWAuthenticateChallengeError | null;
  expect(error).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
  return { status: error!.status, parameters: error!.cause[0]!.parameters };
}

describe("an agent with one booking (RFC 9396 through PAR, oauth4webapi unmodified)", () => {
  it("books once, is refused a second booking and a cancel; refresh keeps the detail, never widens it", async () => {
    const as = await discover();
    expect(as.authorization_details_types_supported).toEqual(["scheduling"]);
    const uma = await demoUser();
    const [first, second] = await twoFreeSlots();
    const detail = oneBookingDetail({ start: first.start, end: second.end });
    const { verifier, challenge } = pkcePair();
    const state = oauth.generateRandomState();
    const pushed = await oauth.processPushedAuthorizationResponse(
      as,
      agent,
      await oauth.pushedAuthorizationRequest(
        as,
        agent,
        auth,
        {
          response_type: "code",
          redirect_uri: CONF.redirectUris[0]!,
          scope: "PROFILE_READ",
          state,
          code_challenge: challenge,
          code_challenge_method: "S256",
          authorization_details: JSON.stringify([detail]),
        },
        options,
      ),
    );

    // The consent screen asks, with the detail in words in Uma's zone.
    const page = await authorizePage({ client_id: CONF.clientId, request_uri: pushed.request_uri }, uma);
    if (page.kind !== "consent") throw new Error(`expected the consent screen, got ${page.kind}`);
    const granted = page.request.authorizationDetails!;
    expect(granted).toHaveLength(1);
    expect(detailSentence(granted[0]!, { eventTypeNames: new Map([[INTRO, "Intro call"]]), timeZone: "UTC" })).toMatch(
      /^Book one meeting of Intro call between \w{3} \d{1,2} \w{3} \d{2}:\d{2} and .+ \(your time\)$/,
    );
    const decided = await decideConsent(
      await authorizeEndpointDeps(),
      { request: page.formRequest, csrf: page.csrf, decision: "allow" },
      uma.id,
    );
    if (decided.kind !== "redirect") throw new Error("expected the redirect");
    const params = oauth.validateAuthResponse(as, agent, new URL(decided.location), state);

    // Malformed details at the token endpoint: refused before the code is touched.
    const malformed = await tokenPOST(
      new Request(new URL("/v2/auth/oauth2/token", base()), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: params.get("code")!,
          redirect_uri: CONF.redirectUris[0]!,
          code_verifier: verifier,
          client_id: CONF.clientId,
          client_secret: CONF.secret!,
          authorization_details: '[{"type":"scheduling","actions":["book"],"colour":"red"}]',
        }),
      }),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "invalid_authorization_details" });

    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      agent,
      await oauth.authorizationCodeGrantRequest(as, agent, auth, params, CONF.redirectUris[0]!, verifier, options),
    );
    expect(tokens.authorization_details).toEqual(granted);
    expect(decodeJwt(tokens.access_token).authorization_details).toEqual(granted);

    // A booking that fails (not a slot) spends no use: the use counts only for a booking made.
    const notASlot = new Date(Date.parse(first.start) + 60_000).toISOString();
    const failed = await book(tokens.access_token, notASlot);
    expect(failed.status).toBe(409);

    const booked = await book(tokens.access_token, first.start);
    expect(booked.status).toBe(201);
    const { data } = (await booked.json()) as { data: { uid: string; eventTypeId: string; start: string } };
    expect(data).toMatchObject({ eventTypeId: INTRO, start: new Date(first.start).toISOString() });

    const again = await challengeOf(book(tokens.access_token, second.start));
    expect(again.status).toBe(403);
    expect(again.parameters.error).toBe("insufficient_scope");
    expect(again.parameters.error_description).toMatch(/authorization_details\[0\] \(book; max_uses 1\)/);

    const cancel = await challengeOf(
      oauth.protectedResourceRequest(
        tokens.access_token,
        "POST",
        new URL(`/v2/bookings/${data.uid}/cancel-as-host`, base()),
        undefined,
        undefined,
        options,
      ),
    );
    expect(cancel.status).toBe(403);
    expect(cancel.parameters.error).toBe("insufficient_scope");
    const move = await challengeOf(
      oauth.protectedResourceRequest(
        tokens.access_token,
        "POST",
        new URL("/v2/me/bookings/reschedule", base()),
        new Headers({ "content-type": "application/json" }),
        JSON.stringify({ bookingUid: data.uid, start: second.start }),
        options,
      ),
    );
    expect(move).toMatchObject({ status: 403, parameters: { error: "insufficient_scope" } });
    expect(await ctx.db.prisma.booking.findUnique({ where: { uid: data.uid } })).toMatchObject({
      status: "ACCEPTED",
      startTime: new Date(first.start),
    });

    const introspected = await oauth.processIntrospectionResponse(
      as,
      agent,
      await oauth.introspectionRequest(as, agent, auth, tokens.access_token, options),
    );
    expect(introspected.authorization_details).toEqual(granted);

    // Asking for more at refresh is refused before the token rotates; the token still works after.
    const wider = [{ ...granted[0]!, max_uses: 5 }];
    const widening = oauth.refreshTokenGrantRequest(as, agent, auth, tokens.refresh_token!, {
      ...options,
      additionalParameters: { authorization_details: JSON.stringify(wider) },
    });
    await expect(oauth.processRefreshTokenResponse(as, agent, await widening)).rejects.toMatchObject({
      error: "invalid_authorization_details",
    });
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      agent,
      await oauth.refreshTokenGrantRequest(as, agent, auth, tokens.refresh_token!, options),
    );
    expect(refreshed.authorization_details).toEqual(granted);
    // The grant's one use stays spent across tokens.
    expect((await challengeOf(book(refreshed.access_token, second.start))).status).toBe(403);

    // The person's apps page and the admin's client page read the detail and its spent use.
    const app = (await listAuthorizedApps(uma.id)).find((a) => a.clientId === CONF.clientId);
    expect(app?.authorizationDetails?.[0]?.details).toEqual(granted);
    expect(app?.authorizationDetails?.[0]?.uses.get(0)).toBe(1);
    const [adminView] = await listDetailGrants(CONF.clientId);
    expect(adminView).toMatchObject({ userEmail: uma.email, details: granted });
    expect(adminView?.eventTypeNames.get(INTRO)).toBe("Intro call");
  });
});

describe("malformed or unallowed authorization_details change nothing", () => {
  const pushRaw = (clientId: string, secret: string | undefined, details: string, redirectUri: string) =>
    parPOST(
      new Request(new URL("/v2/auth/oauth2/par", base()), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: clientId,
          ...(secret ? { client_secret: secret } : {}),
          response_type: "code",
          redirect_uri: redirectUri,
          scope: "PROFILE_READ",
          code_challenge: pkcePair().challenge,
          code_challenge_method: "S256",
          authorization_details: details,
        }),
      }),
    );

  it("PAR: an unknown type, an unknown field, too many ids, or a detail past the client's scopes is a 400", async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `id${i}`);
    const storedBefore = await ctx.db.prisma.pushedAuthorizationRequest.count();
    for (const details of [
      '[{"type":"payment_initiation","actions":["book"]}]',
      '[{"type":"scheduling","actions":["book"],"colour":"red"}]',
      JSON.stringify([{ type: "scheduling", actions: ["book"], event_types: ids }]),
      "not json",
    ]) {
      const answer = await pushRaw(CONF.clientId, CONF.secret, details, CONF.redirectUris[0]!);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: "invalid_authorization_details" });
    }
    // The public app is not registered for BOOKING_WRITE: a `book` detail is outside its scopes.
    const outside = await pushRaw(
      PUB.clientId,
      undefined,
      '[{"type":"scheduling","actions":["book"]}]',
      PUB.redirectUris[0]!,
    );
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ error: "invalid_authorization_details" });
    expect(await ctx.db.prisma.pushedAuthorizationRequest.count()).toBe(storedBefore);
  });

  it("the authorization endpoint sends invalid_authorization_details back to the client, issuing nothing", async () => {
    const uma = await demoUser();
    const codesBefore = await ctx.db.prisma.authorizationCode.count();
    const outcome = await authorizePage(
      {
        client_id: CONF.clientId,
        redirect_uri: CONF.redirectUris[0]!,
        response_type: "code",
        scope: "PROFILE_READ",
        state: "s1",
        code_challenge: pkcePair().challenge,
        code_challenge_method: "S256",
        authorization_details: '[{"type":"scheduling","actions":["book"],"max_uses":0}]',
      },
      uma,
    );
    if (outcome.kind !== "redirect") throw new Error(`expected a redirect, got ${outcome.kind}`);
    const location = new URL(outcome.location);
    expect(location.searchParams.get("error")).toBe("invalid_authorization_details");
    expect(location.searchParams.get("state")).toBe("s1");
    expect(await ctx.db.prisma.authorizationCode.count()).toBe(codesBefore);
  });
});
