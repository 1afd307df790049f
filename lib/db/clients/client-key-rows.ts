// A client's registered public keys (private_key_jwt), as the client domain's repository sees them.
import type { ClientRepository, KeyRow } from "@/lib/clients/ports";
import type { Prisma } from "../generated/client";

type Tx = Prisma.TransactionClient;

const keyRowSelect = {
  id: true,
  kid: true,
  alg: true,
  thumbprint: true,
  label: true,
  createdAt: true,
  lastUsedAt: true,
} as const satisfies Prisma.ClientKeySelect;

export function clientKeyRows(
  tx: Tx,
): Pick<ClientRepository, "listKeys" | "insertKeys" | "deleteKey" | "findJwksUri" | "saveJwksUri"> {
  return {
    listKeys: (id) =>
      tx.clientKey.findMany({
        where: { clientId: id },
        select: keyRowSelect,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    async insertKeys(id, keys) {
      const rows: KeyRow[] = [];
      for (const key of keys)
        rows.push(
          await tx.clientKey.create({
            data: {
              clientId: id,
              kid: key.kid,
              alg: key.alg,
              jwk: { ...key.jwk },
              thumbprint: key.thumbprint,
              label: key.label,
            },
            select: keyRowSelect,
          }),
        );
      return rows;
    },
    async deleteKey(keyId) {
      await tx.clientKey.delete({ where: { id: keyId } });
    },
    async findJwksUri(id) {
      return (await tx.oAuthClient.findUnique({ where: { id }, select: { jwksUri: true } }))?.jwksUri ?? null;
    },
    async saveJwksUri(id, jwksUri) {
      await tx.oAuthClient.update({ where: { id }, data: { jwksUri } });
    },
  };
}
