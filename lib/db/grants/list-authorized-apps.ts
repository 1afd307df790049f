import type { AuthorizedApp } from "@/lib/clients/views/authorized-app";
import { readStoredDetails } from "@/lib/oauth/authorization-details/scheduling-detail";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { getPrisma } from "../db";

const latest = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * When the app last used a grant: its last API call (recorded at most once a minute) or its newest
 * refresh token (issued at the code exchange and at every refresh), whichever is later.
 */
function lastUseOf(grant: { lastUsedAt: Date | null; refreshTokens: { createdAt: Date }[] }): Date | null {
  return latest(grant.lastUsedAt, grant.refreshTokens[0]?.createdAt ?? null);
}

/** The applications that currently hold live access to the user's account, one entry per app. */
export async function listAuthorizedApps(userId: string): Promise<AuthorizedApp[]> {
  const grants = await (await getPrisma()).grant.findMany({
    where: { userId, revokedAt: null },
    orderBy: { createdAt: "asc" },
    include: {
      client: { select: { clientId: true, name: true, websiteUrl: true, owner: { select: { name: true } } } },
      refreshTokens: { select: { createdAt: true }, orderBy: { createdAt: "desc" }, take: 1 },
      detailUses: { select: { detailIndex: true, uses: true } },
    },
  });
  const apps = new Map<string, AuthorizedApp>();
  for (const g of grants) {
    const app = apps.get(g.client.clientId) ?? {
      clientId: g.client.clientId,
      name: g.client.name,
      websiteUrl: g.client.websiteUrl,
      ownerName: g.client.owner.name,
      scopes: [],
      legacyUnrestricted: false,
      grantCount: 0,
      firstAuthorizedAt: g.createdAt,
      lastAuthorizedAt: g.createdAt,
      lastUsedAt: null,
    };
    app.grantCount += 1;
    app.lastAuthorizedAt = g.createdAt;
    app.lastUsedAt = latest(app.lastUsedAt, lastUseOf(g));
    app.legacyUnrestricted ||= g.legacyUnrestricted;
    app.scopes = [...new Set([...app.scopes, ...(g.scopes as Scope[])])];
    const details = readStoredDetails(g.authorizationDetails);
    if (details !== null)
      app.authorizationDetails = [
        ...(app.authorizationDetails ?? []),
        { details, uses: new Map(g.detailUses.map((u) => [u.detailIndex, u.uses])) },
      ];
    apps.set(g.client.clientId, app);
  }
  return [...apps.values()];
}
