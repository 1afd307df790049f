import { getPrisma } from "./db";

export type StoredSigningKey = {
  id: string;
  algorithm: string;
  publicJwk: Record<string, unknown>;
  privateJwkEncrypted: string;
  createdAt: Date;
};

/** Keys not retired, newest first. */
export async function listActiveSigningKeys(): Promise<StoredSigningKey[]> {
  const rows = await (await getPrisma()).signingKey.findMany({
    where: { retiredAt: null },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((r) => ({ ...r, publicJwk: r.publicJwk as Record<string, unknown> }));
}

export async function insertSigningKey(key: Omit<StoredSigningKey, "createdAt"> & { createdAt?: Date }): Promise<void> {
  await (await getPrisma()).signingKey.create({ data: { ...key, publicJwk: key.publicJwk as object } });
}

/** Stops publishing these keys; idempotent. */
export async function retireSigningKeys(ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await (await getPrisma()).signingKey.updateMany({
    where: { id: { in: [...ids] }, retiredAt: null },
    data: { retiredAt: now },
  });
}
