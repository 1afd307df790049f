// The live grants of a client that carry authorization details (RFC 9396), newest first, for the
// administrator's view of the client: whose grant, what it is limited to, how many uses are spent,
// and the names of the event types each person hosts (for the words).
import { type SchedulingDetail, readStoredDetails } from "@/lib/oauth/authorization-details/scheduling-detail";
import { getPrisma } from "../db";
import { Prisma } from "../generated/client";

/** A page of an admin view, not a report: the newest grants only. */
const MAX_GRANTS = 20;

export interface DetailGrantView {
  readonly grantId: string;
  readonly userEmail: string;
  readonly createdAt: Date;
  readonly details: readonly SchedulingDetail[];
  readonly uses: ReadonlyMap<number, number>;
  readonly eventTypeNames: ReadonlyMap<string, string>;
}

export async function listDetailGrants(clientId: string): Promise<DetailGrantView[]> {
  const prisma = await getPrisma();
  const grants = await prisma.grant.findMany({
    where: { client: { clientId }, revokedAt: null, authorizationDetails: { not: Prisma.AnyNull } },
    orderBy: { createdAt: "desc" },
    take: MAX_GRANTS,
    select: {
      id: true,
      userId: true,
      createdAt: true,
      authorizationDetails: true,
      user: { select: { email: true } },
      detailUses: { select: { detailIndex: true, uses: true } },
    },
  });
  const views = grants.flatMap((g) => {
    const details = readStoredDetails(g.authorizationDetails);
    return details === null ? [] : [{ grant: g, details }];
  });
  const ids = views.flatMap((v) => v.details.flatMap((d) => d.event_types ?? []));
  const named =
    ids.length === 0
      ? []
      : await prisma.eventType.findMany({
          where: { id: { in: [...new Set(ids)].slice(0, 500) }, hostId: { in: views.map((v) => v.grant.userId) } },
          select: { id: true, title: true, hostId: true },
        });
  return views.map(({ grant, details }) => ({
    grantId: grant.id,
    userEmail: grant.user.email,
    createdAt: grant.createdAt,
    details,
    uses: new Map(grant.detailUses.map((u) => [u.detailIndex, u.uses])),
    eventTypeNames: new Map(named.filter((e) => e.hostId === grant.userId).map((e) => [e.id, e.title])),
  }));
}
