// Fixtures for the API tests: a team inside an organization with an owner, a plain member and an
// outsider; tokens minted in-process through the real grant records and signing keys; and calls
// straight into the route handlers listed in app/v2/api-routes.ts.
import { randomBytes } from "node:crypto";
import { API_ROUTES } from "@/app/v2/api-routes";
import type { PrismaClient } from "@/lib/db/generated/client";
import { signAccessToken } from "@/lib/oauth/access-token";
import { SCOPES, type Scope } from "@/lib/oauth/scope-catalogue";
import type { PolicyRow } from "@/lib/server/api/policy";
import { apiAudience, issuer } from "@/lib/server/roots/oauth";
import { getSigningKeys } from "@/lib/server/roots/signing-keys";

const hex = () => randomBytes(6).toString("hex");

export interface World {
  prisma: PrismaClient;
  clientId: string;
  clientDbId: string;
  owner: string;
  member: string;
  outsider: string;
  orgId: string;
  teamId: string;
}

async function user(prisma: PrismaClient, name: string): Promise<string> {
  const u = `${name}-${hex()}`;
  return (await prisma.user.create({ data: { email: `${u}@example.com`, username: u, name, passwordHash: "x" } })).id;
}

export async function makeWorld(prisma: PrismaClient): Promise<World> {
  const [owner, member, outsider] = [
    await user(prisma, "owner"),
    await user(prisma, "member"),
    await user(prisma, "outsider"),
  ];
  const org = await prisma.organization.create({
    data: {
      name: "Org",
      slug: `org-${hex()}`,
      memberships: {
        create: [
          { userId: owner, role: "OWNER" },
          { userId: member, role: "MEMBER" },
        ],
      },
    },
  });
  const team = await prisma.team.create({
    data: {
      name: "Team",
      slug: `team-${hex()}`,
      organizationId: org.id,
      memberships: {
        create: [
          { userId: owner, role: "OWNER" },
          { userId: member, role: "MEMBER" },
        ],
      },
    },
  });
  const clientId = `api-test-${hex()}`;
  const client = await prisma.oAuthClient.create({
    data: {
      clientId,
      name: "API test app",
      ownerId: owner,
      kind: "CONFIDENTIAL",
      status: "APPROVED",
      scopes: [...SCOPES],
      redirectUris: ["http://localhost:8080/cb"],
    },
  });
  return { prisma, clientId, clientDbId: client.id, owner, member, outsider, orgId: org.id, teamId: team.id };
}

/** A live grant and its access token, as the token endpoint would issue them. */
export async function mintToken(world: World, userId: string, scopes: readonly Scope[] | "legacy"): Promise<string> {
  const legacy = scopes === "legacy";
  const grant = await world.prisma.grant.create({
    data: {
      clientId: world.clientDbId,
      userId,
      scopes: legacy ? [] : [...scopes],
      legacyUnrestricted: legacy,
      authorizationCodeHash: `test-${hex()}${hex()}`,
    },
  });
  const keys = await getSigningKeys();
  return signAccessToken(keys.active, {
    issuer: issuer(),
    audience: apiAudience(),
    userId,
    clientId: world.clientId,
    grantId: grant.id,
    scopes: legacy ? [] : scopes,
    legacyUnrestricted: legacy,
    jti: hex(),
    now: new Date(),
  });
}

export async function callRoute(
  row: Pick<PolicyRow, "method" | "path">,
  options: { token?: string; params?: Record<string, string>; body?: unknown; query?: string; address?: string } = {},
): Promise<Response> {
  const route = API_ROUTES.find((r) => r.path === row.path);
  const handler = route?.module[row.method] as
    | ((req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>)
    | undefined;
  if (!handler) throw new Error(`no handler for ${row.method} ${row.path}`);
  // Like Next.js: a handler sees exactly the params its path names.
  const names = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = Object.fromEntries(names.map((n) => [n, options.params?.[n] ?? "x"]));
  const url = `http://localhost:3000${row.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? "x"))}${options.query ? `?${options.query}` : ""}`;
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // The peer address the production server stamps on every request (rate limits key on it).
  if (options.address) headers["x-oauth-peer-address"] = options.address;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(url, {
    method: row.method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return handler(request, { params: Promise.resolve(params) });
}

type Owner = { userId: string } | { teamId: string };

/** Fresh resources for every id a path names, in the realm the path reaches. */
export async function freshParams(world: World, path: string): Promise<Record<string, string>> {
  const { prisma } = world;
  const teamPath = path.includes("{teamId}") || path.includes("{orgId}");
  const owner: Owner = teamPath ? { teamId: world.teamId } : { userId: world.owner };
  const params: Record<string, string> = { teamId: world.teamId, orgId: world.orgId };
  const eventType = () =>
    prisma.eventType.create({
      data: {
        hostId: world.owner,
        teamId: teamPath ? world.teamId : null,
        title: "Intro",
        slug: `intro-${hex()}`,
        lengthInMinutes: 30,
      },
    });
  if (path.includes("{eventTypeId}")) params.eventTypeId = (await eventType()).id;
  if (path.includes("{scheduleId}"))
    params.scheduleId = (await prisma.schedule.create({ data: { ...owner, name: "Hours" } })).id;
  if (path.includes("{calendarId}"))
    params.calendarId = (
      await prisma.calendarConnection.create({ data: { ...owner, provider: "google", externalId: "cal@example.com" } })
    ).id;
  if (path.includes("{webhookId}")) {
    // A subscription belongs to the app that made it: the world's client, as every token here is.
    const webhookOwner = path.includes("{orgId}") ? { organizationId: world.orgId } : { userId: world.owner };
    params.webhookId = (
      await prisma.webhook.create({
        data: {
          ...webhookOwner,
          clientId: world.clientDbId,
          subscriberUrl: "https://hooks.example.com/x",
          triggers: ["BOOKING_CREATED"],
        },
      })
    ).id;
    if (path.includes("{deliveryId}")) {
      const event = await prisma.webhookEvent.create({ data: { triggerEvent: "PING", body: "{}" } });
      params.deliveryId = (
        await prisma.webhookDelivery.create({
          data: { messageId: `msg_${hex()}`, webhookId: params.webhookId, eventId: event.id, status: "DELIVERED" },
        })
      ).id;
    }
  }
  if (path.includes("{invitationId}")) {
    // An invitation addressed to the owner, to a fresh team of its own (so accepting it succeeds).
    const { email } = await prisma.user.findUniqueOrThrow({ where: { id: world.owner }, select: { email: true } });
    const team = await prisma.team.create({ data: { name: "Invited", slug: `invited-${hex()}` } });
    const invitation = await prisma.invitation.create({
      data: { teamId: team.id, email, role: "MEMBER", expiresAt: new Date(Date.now() + 86_400_000) },
    });
    params.invitationId = invitation.id;
  }
  if (path.includes("{bookingUid}")) {
    const et = await eventType();
    const start = new Date(Date.UTC(2031, 0, 6, 9) + Math.floor(Math.random() * 1e6) * 60_000);
    const booking = await prisma.booking.create({
      data: {
        uid: `b-${hex()}`,
        eventTypeId: et.id,
        hostId: world.owner,
        title: "Intro",
        startTime: start,
        endTime: new Date(start.getTime() + 1_800_000),
        status: "PENDING",
        attendeeName: "Ann",
        attendeeEmail: "ann@example.com",
        slotKey: `${et.id}@${start.toISOString()}`,
      },
    });
    params.bookingUid = booking.uid;
  }
  return params;
}
