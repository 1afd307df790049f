// The migration that gives grants their slots (the cap on live grants per user and client), on a
// database holding more live grants of one user and client than the cap: the newest keep a slot,
// the older ones are revoked with their refresh tokens, and nothing else changes.
import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "@/lib/db/migrate";
import { openDatabase } from "@/lib/db/open-database";
import { MAX_LIVE_GRANTS_PER_USER_AND_CLIENT } from "@/lib/oauth/token-grants/authorization-code-storage";

const SLOTS = "20261127090000_grant_slots";
const HELD = MAX_LIVE_GRANTS_PER_USER_AND_CLIENT + 2;

describe("the grant slots migration", () => {
  it("keeps the newest live grants of each user and client in slots, revokes the older ones, tokens too", async () => {
    const db = await openDatabase({ dataDir: undefined });
    try {
      const migrations = readMigrations();
      const slots = migrations.findIndex((m) => m.name === SLOTS);
      expect(slots).toBeGreaterThan(0);
      await migrate(db.sql, migrations.slice(0, slots));
      await db.sql.withConnection(async (c) => {
        await c.exec(`INSERT INTO "User" (id, email, username, name, "passwordHash", "updatedAt") VALUES
          ('u1', 'u1@example.com', 'u1', 'U1', 'x', now()), ('u2', 'u2@example.com', 'u2', 'U2', 'x', now())`);
        await c.exec(`INSERT INTO "OAuthClient" (id, "clientId", name, "ownerId", kind, "updatedAt")
          VALUES ('c1', 'c1', 'App', 'u1', 'CONFIDENTIAL', now())`);
        for (let i = 0; i < HELD; i++) {
          await c.query(
            `INSERT INTO "Grant" (id, "clientId", "userId", "authorizationCodeHash", "createdAt")
             VALUES ($1, 'c1', 'u1', $2, TIMESTAMP '2030-01-01 00:00:00' + $3 * INTERVAL '1 minute')`,
            [`g${String(i).padStart(2, "0")}`, `code-${i}`, i],
          );
          await c.query(
            `INSERT INTO "RefreshToken" (id, "tokenHash", "grantId", "expiresAt") VALUES ($1, $2, $3, '2031-01-01')`,
            [`t${String(i).padStart(2, "0")}`, `rt-${i}`, `g${String(i).padStart(2, "0")}`],
          );
        }
        await c.exec(`INSERT INTO "Grant" (id, "clientId", "userId", "authorizationCodeHash", "revokedAt", "revokedReason")
          VALUES ('revoked', 'c1', 'u1', 'code-r', '2029-01-01', 'revoked_by_user'),
                 ('other-user', 'c1', 'u2', 'code-o', NULL, NULL)`);
      });
      await migrate(db.sql, migrations.slice(0, slots + 1));

      const grants = await db.sql.withConnection((c) =>
        c.query<{ id: string; slot: number | null; revokedReason: string | null }>(
          `SELECT id, slot, "revokedReason" FROM "Grant" ORDER BY id`,
        ),
      );
      const byId = new Map(grants.map((g) => [g.id, g]));
      expect(byId.get("g00")).toEqual({ id: "g00", slot: null, revokedReason: "superseded_by_newer_grant" });
      expect(byId.get("g01")).toEqual({ id: "g01", slot: null, revokedReason: "superseded_by_newer_grant" });
      for (let i = 2; i < HELD; i++) {
        const id = `g${String(i).padStart(2, "0")}`;
        expect(byId.get(id)).toEqual({ id, slot: HELD - 1 - i, revokedReason: null });
      }
      expect(byId.get("revoked")).toEqual({ id: "revoked", slot: null, revokedReason: "revoked_by_user" });
      expect(byId.get("other-user")).toEqual({ id: "other-user", slot: 0, revokedReason: null });
      const revokedTokens = await db.sql.withConnection((c) =>
        c.query<{ id: string }>(`SELECT id FROM "RefreshToken" WHERE "revokedAt" IS NOT NULL ORDER BY id`),
      );
      expect(revokedTokens.map((t) => t.id)).toEqual(["t00", "t01"]);
    } finally {
      await db.close();
    }
  }, 300_000); // A whole embedded database migrated twice: a bound for a hang, not a speed check.
});
