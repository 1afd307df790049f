// Deleted clients kept restorable (lib/clients/ports.ts: deleteClient, restoreClient,
// listDeletedClients): the client row, its secrets and its keys are copied as JSON, dates marked so they
// come back as dates. Columns added to the client later are copied and restored with the rest.
import type { ClientRepository } from "@/lib/clients/ports";
import type { Prisma } from "../generated/client";
import type { Tx } from "./client-rows";

type Methods = Pick<ClientRepository, "deleteClient" | "restoreClient" | "listDeletedClients">;

const DATE = "$date";
const toJson = (value: unknown): Prisma.InputJsonValue =>
  JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
      const raw = this[key];
      return raw instanceof Date ? { [DATE]: raw.toISOString() } : v;
    }),
  ) as Prisma.InputJsonValue;
const fromJson = <T>(value: Prisma.JsonValue): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    v && typeof v === "object" && DATE in v ? new Date((v as Record<string, string>)[DATE]!) : v,
  ) as T;
/** A null Json column cannot be written as null: left out, it takes its default (null). */
const withoutNulls = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));

export function deletedClientRows(tx: Tx): Methods {
  return {
    async deleteClient(id, { deletedAt, restorableUntil }) {
      const client = await tx.oAuthClient.findUnique({ where: { id } });
      if (!client) return;
      const secrets = await tx.clientSecret.findMany({ where: { clientId: id } });
      const keys = await tx.clientKey.findMany({ where: { clientId: id } });
      await tx.oAuthClient.delete({ where: { id } });
      await tx.deletedClient.create({
        data: {
          id,
          clientId: client.clientId,
          ownerId: client.ownerId,
          name: client.name,
          client: toJson(client),
          secrets: toJson(secrets),
          keys: toJson(keys),
          deletedAt,
          restorableUntil,
        },
      });
    },
    async restoreClient({ clientId, ownerId }, now) {
      const copy = await tx.deletedClient.findFirst({ where: { clientId, ownerId, restorableUntil: { gt: now } } });
      if (!copy) return "not_found";
      if ((await tx.oAuthClient.count({ where: { clientId } })) > 0) return "client_id_taken";
      // The conditional delete decides: of two restores, one uses the copy.
      const { count } = await tx.deletedClient.deleteMany({ where: { id: copy.id, restorableUntil: { gt: now } } });
      if (count === 0) return "not_found";
      const { updatedAt: _updated, reviewedById, ...client } = fromJson<Record<string, unknown>>(copy.client);
      // The reviewer's account may be gone since: the decision stays, without its author.
      const reviewer =
        typeof reviewedById === "string" && (await tx.user.count({ where: { id: reviewedById } })) > 0
          ? { reviewedById }
          : {};
      await tx.oAuthClient.create({
        data: { ...withoutNulls(client), ...reviewer } as Prisma.OAuthClientUncheckedCreateInput,
      });
      const secrets = fromJson<Record<string, unknown>[]>(copy.secrets);
      if (secrets.length > 0)
        await tx.clientSecret.createMany({
          data: secrets.map((s) => withoutNulls(s) as Prisma.ClientSecretCreateManyInput),
        });
      const keys = fromJson<Record<string, unknown>[]>(copy.keys);
      if (keys.length > 0)
        await tx.clientKey.createMany({ data: keys.map((k) => withoutNulls(k) as Prisma.ClientKeyCreateManyInput) });
      return { id: copy.id, name: copy.name };
    },
    async listDeletedClients(ownerId, now) {
      return tx.deletedClient.findMany({
        where: { ownerId, restorableUntil: { gt: now } },
        orderBy: [{ deletedAt: "desc" }, { id: "asc" }],
        select: { clientId: true, name: true, deletedAt: true, restorableUntil: true },
      });
    },
  };
}
