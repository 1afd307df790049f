// The use counters of authorization details with max_uses (DetailUsePort): each spend is one
// statement, so instances never race a read against a write. The first use inserts the row; later
// ones update it only while fewer than max are counted (ON CONFLICT ... WHERE), and no row comes
// back when they are spent.
import type { DetailUsePort } from "@/lib/oauth/authorization-details/detail-use-storage";
import { type DirectSql, sql } from "../direct-sql";

export async function spendDetailUse(db: DirectSql, grantId: string, index: number, maxUses: number): Promise<boolean> {
  const rows = await db.query<{ uses: number }>(sql`
    INSERT INTO "GrantDetailUse" ("grantId", "detailIndex", "uses")
    SELECT ${grantId}, ${index}::int, 1 WHERE ${maxUses}::int >= 1
    ON CONFLICT ("grantId", "detailIndex") DO UPDATE SET "uses" = "GrantDetailUse"."uses" + 1
      WHERE "GrantDetailUse"."uses" < ${maxUses}::int
    RETURNING "uses"`);
  return rows.length === 1;
}

export async function returnDetailUse(db: DirectSql, grantId: string, index: number): Promise<void> {
  await db.query(sql`
    UPDATE "GrantDetailUse" SET "uses" = "uses" - 1
    WHERE "grantId" = ${grantId} AND "detailIndex" = ${index}::int AND "uses" > 0`);
}

export async function findDetailUses(db: DirectSql, grantId: string): ReturnType<DetailUsePort["findDetailUses"]> {
  const rows = await db.query<{ detailIndex: number; uses: number }>(sql`
    SELECT "detailIndex", "uses" FROM "GrantDetailUse" WHERE "grantId" = ${grantId}`);
  return new Map(rows.map((row) => [row.detailIndex, row.uses]));
}
