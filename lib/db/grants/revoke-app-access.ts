import { writeAudit } from "../audit-log";
import { getPrisma } from "../db";

/** Revokes every live grant (and its refresh tokens) the user gave the app. Returns how many. */
export async function revokeAppAccess(options: { userId: string; clientId: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  return (await getPrisma()).$transaction(async (tx) => {
    const grants = await tx.grant.findMany({
      where: { userId: options.userId, revokedAt: null, client: { clientId: options.clientId } },
      select: { id: true, clientId: true },
    });
    if (grants.length === 0) return 0;
    const ids = grants.map((g) => g.id);
    await tx.grant.updateMany({
      where: { id: { in: ids }, revokedAt: null },
      data: { revokedAt: now, revokedReason: "revoked_by_user" },
    });
    await tx.refreshToken.updateMany({ where: { grantId: { in: ids }, revokedAt: null }, data: { revokedAt: now } });
    await writeAudit(
      {
        actorId: options.userId,
        clientId: grants[0]!.clientId,
        eventType: "grant.revoked_by_user",
        details: { grants: ids.length },
      },
      tx,
    );
    return grants.length;
  });
}
