import type { PrismaClient } from "../generated/client";

/** One row per authorization request of a known client, for the legacy migration wizard. */
export async function recordAuthorizationRequest(
  prisma: PrismaClient,
  clientId: string,
  withScope: boolean,
  at: Date,
): Promise<void> {
  const client = await prisma.oAuthClient.findUnique({ where: { clientId }, select: { id: true } });
  // The client may have been deleted a moment ago; nothing to count then.
  if (!client) return;
  await prisma.authorizationRequestLog.create({ data: { clientId: client.id, withScope, createdAt: at } });
}
