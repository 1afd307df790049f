// Composition root of the scheduling API: wires the Prisma adapters, the clock and randomness
// into the scheduling core.
import { randomBytes } from "node:crypto";
import { getPrisma } from "@/lib/db/db";
import { createPrismaBookings } from "@/lib/db/scheduling/prisma-bookings";
import { createPrismaMembership } from "@/lib/db/scheduling/prisma-membership";
import type { MembershipPort } from "@/lib/scheduling/ports";
import type { PublicBookingDeps } from "@/lib/scheduling/public-booking";

export async function membershipPort(): Promise<MembershipPort> {
  return createPrismaMembership(await getPrisma());
}

export async function publicBookingDeps(now = new Date()): Promise<PublicBookingDeps> {
  return { store: createPrismaBookings(await getPrisma()), now, newUid: () => randomBytes(16).toString("base64url") };
}
