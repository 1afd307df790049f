import type { AuthorizeClient } from "@/lib/oauth/authorize-request";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { getPrisma } from "../db";

export type ConsentClient = AuthorizeClient & {
  id: string;
  name: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  ownerName: string;
};

/** The client as the authorization endpoint and consent screen need it, by public client id. */
export async function findAuthorizeClient(clientId: string): Promise<ConsentClient | null> {
  if (clientId.length > 255) return null;
  const row = await (await getPrisma()).oAuthClient.findUnique({
    where: { clientId },
    select: {
      id: true,
      clientId: true,
      status: true,
      kind: true,
      scopes: true,
      redirectUris: true,
      name: true,
      description: true,
      websiteUrl: true,
      logoUrl: true,
      owner: { select: { name: true } },
    },
  });
  if (!row) return null;
  const { owner, scopes, ...rest } = row;
  return { ...rest, scopes: scopes as Scope[], ownerName: owner.name };
}
