// The client row and its secrets, as the client domain's repository sees them (lib/clients/ports.ts).
import type { ClientRepository, ClientRow } from "@/lib/clients/ports";
import type { OAuthClient, Prisma } from "../generated/client";
import { clientDetailsSelect } from "./client-details-select";

export type Tx = Prisma.TransactionClient;

const toRow = (c: OAuthClient): ClientRow => ({
  id: c.id,
  clientId: c.clientId,
  ownerId: c.ownerId,
  name: c.name,
  kind: c.kind,
  status: c.status,
  scopes: c.scopes,
  redirectUris: c.redirectUris,
  postLogoutRedirectUris: c.postLogoutRedirectUris,
  requirePushedRequests: c.requirePushedAuthorizationRequests,
  ...(c.dpopBoundAccessTokens ? { dpopBoundAccessTokens: true } : {}),
  ...(c.highSecurity ? { highSecurity: true } : {}),
  version: c.updatedAt,
});

type ClientRowMethods = Pick<
  ClientRepository,
  | "lockClient"
  | "insertClient"
  | "saveConfiguration"
  | "findDetails"
  | "saveDetails"
  | "savePushedRequirement"
  | "saveDpopSetting"
  | "saveHighSecurity"
  | "countLiveGrants"
  | "countSecrets"
  | "findSecret"
  | "listSecretExpiries"
  | "expireSecret"
  | "insertSecret"
  | "deleteSecret"
>;

export function clientRows(tx: Tx): ClientRowMethods {
  return {
    async lockClient(where) {
      const rows =
        where.ownerId === undefined
          ? await tx.$queryRaw<
              Array<{ id: string }>
            >`SELECT id FROM "OAuthClient" WHERE "clientId" = ${where.clientId} FOR UPDATE`
          : await tx.$queryRaw<Array<{ id: string }>>`
              SELECT id FROM "OAuthClient" WHERE "clientId" = ${where.clientId} AND "ownerId" = ${where.ownerId} FOR UPDATE`;
      const id = rows[0]?.id;
      const row = id === undefined ? null : await tx.oAuthClient.findUnique({ where: { id } });
      return row ? toRow(row) : null;
    },
    async insertClient({ firstSecret, scopes, redirectUris, postLogoutRedirectUris, ...row }) {
      const created = await tx.oAuthClient.create({
        data: {
          ...row,
          status: "PENDING",
          scopes: [...scopes],
          redirectUris: [...redirectUris],
          postLogoutRedirectUris: [...(postLogoutRedirectUris ?? [])],
          secrets: firstSecret ? { create: { secretHash: firstSecret.hash, hint: firstSecret.hint } } : undefined,
        },
        select: { id: true, secrets: { select: { id: true } } },
      });
      return { id: created.id, secretId: created.secrets[0]?.id ?? null };
    },
    async saveConfiguration(id, { scopes, redirectUris, postLogoutRedirectUris }) {
      const logout = postLogoutRedirectUris === undefined ? {} : { postLogoutRedirectUris };
      await tx.oAuthClient.update({ where: { id }, data: { scopes, redirectUris, ...logout } });
    },
    findDetails: (id) =>
      tx.oAuthClient.findUnique({
        where: { id },
        select: clientDetailsSelect,
      }),
    async saveDetails(id, details) {
      await tx.oAuthClient.update({ where: { id }, data: { ...details } });
    },
    async savePushedRequirement(id, required) {
      await tx.oAuthClient.update({ where: { id }, data: { requirePushedAuthorizationRequests: required } });
    },
    async saveDpopSetting(id, dpopBoundAccessTokens) {
      await tx.oAuthClient.update({ where: { id }, data: { dpopBoundAccessTokens } });
    },
    async saveHighSecurity(id, highSecurity) {
      await tx.oAuthClient.update({ where: { id }, data: { highSecurity } });
    },
    countLiveGrants: (id) => tx.grant.count({ where: { clientId: id, revokedAt: null } }),
    countSecrets: (id) => tx.clientSecret.count({ where: { clientId: id } }),
    listSecretExpiries: (id) =>
      tx.clientSecret.findMany({
        where: { clientId: id },
        select: { id: true, hint: true, expiresAt: true },
        orderBy: { createdAt: "asc" },
      }),
    findSecret: (id, secretId) =>
      tx.clientSecret.findFirst({
        where: { id: secretId, clientId: id },
        select: { id: true, hint: true, expiresAt: true },
      }),
    async expireSecret(secretId, at) {
      await tx.clientSecret.update({ where: { id: secretId }, data: { expiresAt: at } });
    },
    insertSecret: (id, secret) =>
      tx.clientSecret.create({
        data: { clientId: id, secretHash: secret.hash, hint: secret.hint, label: secret.label ?? null },
        select: { id: true, hint: true, label: true, createdAt: true, lastUsedAt: true, expiresAt: true },
      }),
    async deleteSecret(secretId) {
      await tx.clientSecret.delete({ where: { id: secretId } });
    },
  };
}
