import type { Scope } from "@/lib/oauth/scope-catalogue";
import { getPrisma } from "../db";

export type AuthorizedApp = {
  clientId: string;
  name: string;
  websiteUrl: string | null;
  ownerName: string;
  /** Union over the user's live grants of this app; empty when any grant is legacy-unrestricted. */
  scopes: Scope[];
  legacyUnrestricted: boolean;
  grantCount: number;
  firstAuthorizedAt: Date;
  lastAuthorizedAt: Date;
};

/** The applications that currently hold live access to the user's account, one entry per app. */
export async function listAuthorizedApps(userId: string): Promise<AuthorizedApp[]> {
  const grants = await (await getPrisma()).grant.findMany({
    where: { userId, revokedAt: null },
    orderBy: { createdAt: "asc" },
    include: { client: { select: { clientId: true, name: true, websiteUrl: true, owner: { select: { name: true } } } } },
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
    };
    app.grantCount += 1;
    app.lastAuthorizedAt = g.createdAt;
    app.legacyUnrestricted ||= g.legacyUnrestricted;
    app.scopes = [...new Set([...app.scopes, ...(g.scopes as Scope[])])];
    apps.set(g.client.clientId, app);
  }
  return [...apps.values()];
}
