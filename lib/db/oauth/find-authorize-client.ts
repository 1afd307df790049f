import { metadataDocumentHost } from "@/lib/oauth/client-metadata/metadata-client-id";
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { PrismaClient } from "../generated/client";

/** The client as the authorization endpoint and consent screen need it, by public client id. */
export async function findAuthorizeClient(
  prisma: PrismaClient,
  clientId: string,
): Promise<AuthorizeClientRecord | null> {
  if (clientId.length > 2048) return null;
  const row = await prisma.oAuthClient.findUnique({
    where: { clientId },
    select: {
      clientId: true,
      status: true,
      kind: true,
      scopes: true,
      redirectUris: true,
      name: true,
      description: true,
      websiteUrl: true,
      logoUrl: true,
      privacyPolicyUrl: true,
      termsOfServiceUrl: true,
      owner: { select: { name: true } },
      metadataCachedUntil: true,
      requirePushedAuthorizationRequests: true,
      highSecurity: true,
    },
  });
  if (!row) return null;
  const { owner, scopes, metadataCachedUntil, requirePushedAuthorizationRequests, highSecurity, ...rest } = row;
  const metadataHost = metadataCachedUntil === null ? null : metadataDocumentHost(row.clientId);
  return {
    ...rest,
    scopes: scopes as Scope[],
    ownerName: owner.name,
    ...(metadataHost ? { metadataHost } : {}),
    ...(requirePushedAuthorizationRequests ? { requirePushedRequests: true } : {}),
    ...(highSecurity ? { highSecurity: true } : {}),
  };
}
