// Pushed authorization requests on Prisma (PushedRequestPort, lib/oauth/par/pushed-request-storage.ts).
import type { PushedRequestRecord } from "@/lib/oauth/par/pushed-request-storage";
import type { PrismaClient } from "../generated/client";
import { isRecordMissing } from "../prisma-errors";

export async function savePushedRequest(
  prisma: PrismaClient,
  record: PushedRequestRecord,
  now: Date,
  maxLivePerClient: number,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // Only this client's dead requests: everyone else's are housekeeping's (batched, off the request).
    await tx.pushedAuthorizationRequest.deleteMany({ where: { clientId: record.clientId, expiresAt: { lte: now } } });
    await tx.pushedAuthorizationRequest.create({ data: { ...record, createdAt: now } });
    const surplus = await tx.pushedAuthorizationRequest.findMany({
      where: { clientId: record.clientId },
      orderBy: [{ expiresAt: "desc" }, { createdAt: "desc" }],
      skip: maxLivePerClient,
      select: { referenceHash: true },
    });
    if (surplus.length > 0)
      await tx.pushedAuthorizationRequest.deleteMany({
        where: { referenceHash: { in: surplus.map((r) => r.referenceHash) } },
      });
  });
}

/** One conditional DELETE returning the row: only the single caller that deletes it gets the request. */
export async function consumePushedRequest(
  prisma: PrismaClient,
  referenceHash: string,
  clientId: string,
  now: Date,
): Promise<string | null> {
  try {
    const row = await prisma.pushedAuthorizationRequest.delete({
      where: { referenceHash, clientId, expiresAt: { gt: now } },
      select: { params: true },
    });
    return row.params;
  } catch (error) {
    if (isRecordMissing(error)) return null;
    throw error;
  }
}
