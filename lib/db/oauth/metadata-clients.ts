// Clients identified by a Client ID Metadata Document: registered on first sight as pending
// clients (owned by one system account nobody signs in as) - public, or confidential when the
// document names private_key_jwt, with its jwks_uri and inline keys - and their later documents
// recorded as the core decides (lib/oauth/client-metadata/document-change.ts). A confidential
// client's keys are stored with every document, without touching the row's version.
import type { MetadataChangeForReview } from "@/lib/oauth/client-metadata/document-change";
import { documentClientKind } from "@/lib/oauth/client-metadata/metadata-document";
import type {
  MetadataClientPort,
  MetadataDocumentUpdate,
  MetadataKeys,
  NewMetadataClient,
} from "@/lib/oauth/client-metadata/ports";
import { grantsOfDroppedRedirectUris } from "@/lib/oauth/client-metadata/redirect-uri-grants";
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";
import type { Prisma, PrismaClient } from "../generated/client";
import { isUniqueViolation } from "../prisma-errors";

type Tx = Prisma.TransactionClient;

/** A client approved on first sight by a trusted-host rule. */
export const METADATA_HOST_APPROVAL_EVENT = "client.approved_by_host_rule";

/** The account that owns metadata-document clients: disabled, no usable password. */
export const METADATA_CLIENT_OWNER = {
  email: "client-metadata-documents@accounts.invalid",
  username: "client-metadata-documents",
  name: "Client ID Metadata Document",
} as const;

async function ownerId(tx: Tx, now: Date): Promise<string> {
  const owner = await tx.user.upsert({
    where: { email: METADATA_CLIENT_OWNER.email },
    create: { ...METADATA_CLIENT_OWNER, passwordHash: "!", disabledAt: now },
    update: {},
    select: { id: true },
  });
  return owner.id;
}

export function createPrismaMetadataClients(prisma: PrismaClient): MetadataClientPort {
  return {
    async findMetadataClient(clientId) {
      if (clientId.length > 2048) return null;
      const row = await prisma.oAuthClient.findUnique({
        where: { clientId },
        select: { clientId: true, status: true, kind: true, name: true, redirectUris: true, metadataCachedUntil: true },
      });
      if (!row) return null;
      const { metadataCachedUntil, ...rest } = row;
      return { ...rest, cachedUntil: metadataCachedUntil };
    },

    registerMetadataClient: (client) => register(prisma, client),

    recordMetadataDocument: (update) => prisma.$transaction((tx) => recordDocument(tx, update)),
  };
}

async function recordDocument(tx: Tx, update: MetadataDocumentUpdate): Promise<void> {
  const [row] = await tx.$queryRaw<
    Array<{
      id: string;
      status: ClientStatus;
      kind: ClientKind;
      name: string;
      redirectUris: string[];
      logoUrl: string | null;
      websiteUrl: string | null;
    }>
  >`
    SELECT id, status::text AS status, kind::text AS kind, name, "redirectUris", "logoUrl", "websiteUrl" FROM "OAuthClient"
    WHERE "clientId" = ${update.clientId} FOR UPDATE`;
  if (!row) return;
  const change = update.change(row);
  const stored = { metadataDocument: update.raw as Prisma.InputJsonObject, metadataCachedUntil: update.cachedUntil };
  if (change.kind === "replace") {
    const { kind: _, clientKind, ...configuration } = change;
    await tx.oAuthClient.update({
      where: { id: row.id },
      data: { ...stored, ...configuration, kind: clientKind, redirectUris: [...configuration.redirectUris] },
    });
    await storeDocumentKeys(tx, row.id, clientKind, update.keys);
    return;
  }
  await storeDocumentKeys(tx, row.id, row.kind, update.keys);
  if (change.kind === "narrow" && change.redirectUris) {
    await tx.oAuthClient.update({ where: { id: row.id }, data: { ...stored, redirectUris: [...change.redirectUris] } });
    await revokeDroppedInstallations(tx, row.id, change.redirectUris, update.now);
  }
  // Only the cached copy: updatedAt is the version an administrator's decision is checked against.
  else
    await tx.$executeRaw`
      UPDATE "OAuthClient" SET "metadataDocument" = ${JSON.stringify(update.raw)}::jsonb,
        "metadataCachedUntil" = ${update.cachedUntil}::timestamp(3)
      WHERE id = ${row.id}`;
  if (change.kind === "narrow" && change.review) await proposeChange(tx, row.id, change.review, update.now);
}

/**
 * A confidential client's keys as its document states them now: its jwks_uri, and exactly the
 * inline keys it lists (matched by thumbprint, so a kept key keeps its last use). A public client
 * has none. Raw for the column, so the row's version (updatedAt) is not moved by a rotation.
 */
async function storeDocumentKeys(tx: Tx, clientDbId: string, kind: ClientKind, keys: MetadataKeys): Promise<void> {
  const jwksUri = kind === "CONFIDENTIAL" ? keys.jwksUri : null;
  const listed = kind === "CONFIDENTIAL" ? keys.jwks : [];
  await tx.$executeRaw`
    UPDATE "OAuthClient" SET "jwksUri" = ${jwksUri} WHERE id = ${clientDbId} AND "jwksUri" IS DISTINCT FROM ${jwksUri}`;
  await tx.clientKey.deleteMany({
    where: { clientId: clientDbId, thumbprint: { notIn: listed.map((key) => key.thumbprint) } },
  });
  const kept = await tx.clientKey.findMany({ where: { clientId: clientDbId }, select: { thumbprint: true } });
  const added = listed.filter((key) => !kept.some((k) => k.thumbprint === key.thumbprint));
  if (added.length > 0)
    await tx.clientKey.createMany({
      data: added.map((key) => ({
        clientId: clientDbId,
        kid: key.kid,
        alg: key.alg,
        jwk: { ...key.jwk },
        thumbprint: key.thumbprint,
        label: "metadata document",
      })),
    });
}

/** The grants issued through a redirect URI the document dropped end with it; the others stay. */
async function revokeDroppedInstallations(tx: Tx, clientDbId: string, kept: readonly string[], now: Date) {
  const live = await tx.grant.findMany({
    where: { clientId: clientDbId, revokedAt: null, redirectUri: { not: null } },
    select: { id: true, redirectUri: true },
  });
  const ids = grantsOfDroppedRedirectUris(live, kept);
  if (ids.length === 0) return;
  await tx.grant.updateMany({
    where: { id: { in: ids }, revokedAt: null },
    data: { revokedAt: now, revokedReason: "redirect_uri_removed", slot: null },
  });
  await tx.refreshToken.updateMany({ where: { grantId: { in: ids }, revokedAt: null }, data: { revokedAt: now } });
}

/** One pending change request per client: an identical one stays, a different one supersedes it. */
async function proposeChange(tx: Tx, clientDbId: string, review: MetadataChangeForReview, now: Date): Promise<void> {
  const pending = await tx.clientChangeRequest.findFirst({
    where: { clientId: clientDbId, status: "PENDING" },
    select: { id: true, addedRedirectUris: true, proposedDetails: true },
  });
  const proposedDetails = review.name !== null ? { name: review.name } : null;
  const same =
    pending !== null &&
    JSON.stringify(pending.addedRedirectUris) === JSON.stringify(review.addedRedirectUris) &&
    JSON.stringify(pending.proposedDetails ?? null) === JSON.stringify(proposedDetails);
  if (same) return;
  if (pending) await tx.clientChangeRequest.update({ where: { id: pending.id }, data: { status: "SUPERSEDED" } });
  await tx.clientChangeRequest.create({
    data: {
      clientId: clientDbId,
      addedRedirectUris: [...review.addedRedirectUris],
      removedRedirectUris: [...review.removedRedirectUris],
      ...(proposedDetails ? { proposedDetails } : {}),
      createdAt: now,
    },
  });
}

async function register(
  prisma: PrismaClient,
  client: NewMetadataClient,
  attempt = 1,
): Promise<"registered" | "exists"> {
  try {
    await prisma.$transaction(async (tx) => {
      const created = await tx.oAuthClient.create({
        data: {
          clientId: client.clientId,
          name: client.document.clientName,
          websiteUrl: client.document.clientUri,
          logoUrl: client.document.logoUri,
          ownerId: await ownerId(tx, client.now),
          kind: documentClientKind(client.document),
          status: client.approvedByHostRule ? "APPROVED" : "PENDING",
          ...(client.approvedByHostRule ? { reviewedAt: client.now } : {}),
          metadataHostRule: client.hostRule ?? null,
          scopes: [...client.scopes],
          redirectUris: [...client.document.redirectUris],
          metadataDocument: client.raw as Prisma.InputJsonObject,
          metadataCachedUntil: client.cachedUntil,
          submittedAt: client.now,
          createdAt: client.now,
        },
        select: { id: true },
      });
      await storeDocumentKeys(tx, created.id, documentClientKind(client.document), client.document);
      await tx.auditLog.create({
        data: {
          clientId: created.id,
          eventType: "client.created",
          details: { clientId: client.clientId, source: "client_id_metadata_document" },
          createdAt: client.now,
        },
      });
      // No person decided: the event names the rule, and stays out of the decision history.
      if (client.approvedByHostRule)
        await tx.auditLog.create({
          data: {
            clientId: created.id,
            eventType: METADATA_HOST_APPROVAL_EVENT,
            details: { hostRule: client.hostRule ?? null, scopes: [...client.scopes] },
            createdAt: client.now,
          },
        });
    });
    return "registered";
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request registered it first, or created the owner account at the same moment.
    const exists = await prisma.oAuthClient.count({ where: { clientId: client.clientId } });
    if (exists > 0 || attempt > 1) return "exists";
    return register(prisma, client, attempt + 1);
  }
}
