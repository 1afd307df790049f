// The single-use store on the database (OnceStore, lib/oauth/replay/once-store.ts). One statement
// decides: the INSERT records a new identifier, or takes over a record whose expiry has passed; a
// live record is left as it is, so RETURNING gives no row and the presentation is a replay. Two
// instances inserting the same identifier at once serialise on the primary key, and only one gets
// a row back. Expired records that nobody presents again are housekeeping's.
import { type OnceKind, type OnceStore, onceIdHash } from "@/lib/oauth/replay/once-store";
import { type DirectSql, prismaDirectSql, sql } from "../direct-sql";
import type { PrismaClient } from "../generated/client";

/** `direct` carries the statement straight to the driver (lib/db/direct-sql.ts); without it, through Prisma. */
export function createPrismaOnceStore(
  prisma: PrismaClient,
  direct: DirectSql = prismaDirectSql(prisma),
  now: () => Date = () => new Date(),
): OnceStore {
  return {
    async firstUse(kind: OnceKind, id: string, expiresAt: Date): Promise<boolean> {
      const rows = await direct.query<{ won: number }>(sql`
        INSERT INTO "UsedOnce" ("kind", "idHash", "expiresAt")
        VALUES (${kind}, ${onceIdHash(kind, id)}, ${expiresAt}::timestamp(3))
        ON CONFLICT ("kind", "idHash") DO UPDATE SET "expiresAt" = EXCLUDED."expiresAt"
          WHERE "UsedOnce"."expiresAt" <= ${now()}::timestamp(3)
        RETURNING 1 AS "won"`);
      return rows.length === 1;
    },
  };
}
