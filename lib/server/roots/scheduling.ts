// Composition root of the scheduling API: wires the Prisma adapters (with the webhook outbox),
// the clock and randomness into the scheduling core.
import { hkdfSync, randomBytes } from "node:crypto";
import { getDatabase, getPrisma } from "@/lib/db/db";
import { createPrismaBookings } from "@/lib/db/scheduling/prisma-bookings";
import { createPrismaEventTypes } from "@/lib/db/scheduling/prisma-event-types";
import { createPrismaHostBookings } from "@/lib/db/scheduling/prisma-host-bookings";
import { createPrismaInvitations } from "@/lib/db/scheduling/prisma-invitations";
import { createPrismaMembership } from "@/lib/db/scheduling/prisma-membership";
import { createPrismaProfiles } from "@/lib/db/scheduling/prisma-profiles";
import { createPrismaResources } from "@/lib/db/scheduling/prisma-resources";
import { createPrismaSchedules } from "@/lib/db/scheduling/prisma-schedules";
import { createPrismaTeams } from "@/lib/db/scheduling/prisma-teams";
import type { InvitationDeps } from "@/lib/scheduling/invitations";
import type { MembershipPort } from "@/lib/scheduling/ports";
import type { PublicBookingDeps } from "@/lib/scheduling/public-booking";
import type { EventTypeDeps } from "@/lib/scheduling/use-cases/event-types";
import type { HostBookingDeps } from "@/lib/scheduling/use-cases/host-bookings";
import type { ProfileDeps } from "@/lib/scheduling/use-cases/profile";
import type { ResourceDeps } from "@/lib/scheduling/use-cases/resources";
import type { ScheduleDeps } from "@/lib/scheduling/use-cases/schedules";
import type { TeamDeps } from "@/lib/scheduling/use-cases/teams";
import { getConfig } from "./config";
import { bookingOutbox } from "./webhooks";

export async function membershipPort(): Promise<MembershipPort> {
  return createPrismaMembership(await getPrisma());
}

export async function publicBookingDeps(now = new Date()): Promise<PublicBookingDeps> {
  return {
    store: createPrismaBookings(await getPrisma(), await bookingOutbox()),
    now,
    newUid: () => randomBytes(16).toString("base64url"),
    newSecret: () => randomBytes(32).toString("base64url"),
  };
}

/** Host-side booking operations; each change records its event in the webhook outbox. */
export async function hostBookingDeps(now = new Date()): Promise<HostBookingDeps> {
  const { prisma, direct } = await getDatabase();
  return {
    reads: createPrismaHostBookings(prisma, direct),
    bookings: createPrismaBookings(prisma, await bookingOutbox()),
    now,
  };
}

export async function eventTypeDeps(): Promise<EventTypeDeps> {
  return { eventTypes: createPrismaEventTypes(await getPrisma()) };
}

export async function scheduleDeps(): Promise<ScheduleDeps> {
  return { schedules: createPrismaSchedules(await getPrisma()) };
}

export async function resourceDeps(): Promise<ResourceDeps> {
  return { resources: createPrismaResources(await getPrisma()) };
}

export async function teamDeps(): Promise<TeamDeps> {
  return { teams: createPrismaTeams(await getPrisma()) };
}

export async function profileDeps(): Promise<ProfileDeps> {
  const db = await getDatabase();
  return { profiles: createPrismaProfiles(db.prisma, db.direct) };
}

export async function invitationDeps(now = new Date()): Promise<InvitationDeps> {
  return { store: createPrismaInvitations(await getPrisma()), now };
}

let cursorKey: { secret: string; key: Uint8Array } | null = null;

/** The key list cursors are sealed with (lib/scheduling/list-cursor.ts), derived from AUTH_SECRET. */
export function listCursorKey(): Uint8Array {
  const secret = getConfig().authSecret;
  if (cursorKey?.secret !== secret)
    cursorKey = { secret, key: new Uint8Array(hkdfSync("sha256", secret, "", "scheduling-api list cursor", 32)) };
  return cursorKey.key;
}
