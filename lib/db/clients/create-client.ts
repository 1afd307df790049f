import type { ActionResult } from "@/lib/action-result";
import { generateClientId, generateClientSecret } from "@/lib/portal/client-credentials";
import type { CreateClient } from "@/lib/portal/client-schemas";
import { checkRedirectUriList } from "@/lib/portal/redirect-uri-policy";
import { checkClientScopes } from "@/lib/portal/scope-policy";
import { writeAudit } from "../audit-log";
import { getPrisma } from "../db";

export type CreatedClient = {
  clientId: string;
  kind: CreateClient["kind"];
  /** The first secret of a confidential client, returned once and never stored. */
  secret: string | null;
};

/** A new client is always PENDING (spec s3.1); a confidential one gets its first secret. */
export async function createClient(options: { ownerId: string; input: CreateClient }): Promise<ActionResult<CreatedClient>> {
  const { ownerId, input } = options;
  const uris = checkRedirectUriList(input.redirectUris, input.kind);
  if (!uris.ok) return uris;
  const scopes = checkClientScopes(input.scopes);
  if (!scopes.ok) return scopes;

  const clientId = generateClientId();
  const secret = input.kind === "CONFIDENTIAL" ? generateClientSecret() : null;
  const prisma = await getPrisma();
  await prisma.$transaction(async (tx) => {
    const client = await tx.oAuthClient.create({
      data: {
        clientId,
        ownerId,
        name: input.name,
        description: input.description || null,
        websiteUrl: input.websiteUrl || null,
        logoUrl: input.logoUrl || null,
        kind: input.kind,
        status: "PENDING",
        scopes: scopes.data,
        redirectUris: uris.data,
        secrets: secret ? { create: { secretHash: secret.hash, hint: secret.hint } } : undefined,
      },
      select: { id: true, secrets: { select: { id: true } } },
    });
    await writeAudit(
      {
        actorId: ownerId,
        clientId: client.id,
        eventType: "client.created",
        details: {
          clientId,
          name: input.name,
          kind: input.kind,
          scopes: scopes.data,
          redirectUris: uris.data,
          ...(secret ? { secretId: client.secrets[0]?.id, hint: secret.hint } : {}),
        },
      },
      tx,
    );
  });
  return { ok: true, data: { clientId, kind: input.kind, secret: secret?.secret ?? null } };
}
