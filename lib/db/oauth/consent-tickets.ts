// Single-use consent forms on Prisma (ConsentTicketPort, lib/oauth/authorize/authorize-storage.ts).
import { MAX_LIVE_CONSENT_TICKETS, type ConsentTicketRecord } from "@/lib/oauth/authorize/authorize-storage";
import type { PrismaClient } from "../generated/client";

export async function saveConsentTicket(prisma: PrismaClient, ticket: ConsentTicketRecord, now: Date): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // Only this user's dead tickets: everyone else's are housekeeping's (batched, off the request).
    await tx.consentTicket.deleteMany({ where: { userId: ticket.userId, expiresAt: { lte: now } } });
    await tx.consentTicket.create({
      data: { ticketHash: ticket.ticketHash, userId: ticket.userId, expiresAt: ticket.expiresAt, createdAt: now },
    });
    const surplus = await tx.consentTicket.findMany({
      where: { userId: ticket.userId },
      orderBy: [{ expiresAt: "desc" }, { createdAt: "desc" }],
      skip: MAX_LIVE_CONSENT_TICKETS,
      select: { ticketHash: true },
    });
    if (surplus.length > 0)
      await tx.consentTicket.deleteMany({ where: { ticketHash: { in: surplus.map((t) => t.ticketHash) } } });
  });
}

/** One conditional DELETE: its row count says whether this post is the form's single use. */
export async function consumeConsentTicket(
  prisma: PrismaClient,
  ticketHash: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const used = await prisma.consentTicket.deleteMany({ where: { ticketHash, userId, expiresAt: { gt: now } } });
  return used.count === 1;
}
