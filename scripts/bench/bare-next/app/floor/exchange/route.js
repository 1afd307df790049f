// Exchange floor: read the form, read the code for the decision, then one statement consumes it and
// stores a grant and its first refresh token (as ours: two statements, tables of our tables' shape
// and indexes), sign one ES256 JWT, answer with no-store.
import { randomUUID } from "node:crypto";
import { query } from "../../../floor/db.js";
import { noStore, randomToken, sha256, signAccessToken } from "../../../floor/jwt.js";

export const dynamic = "force-dynamic";

const invalid = () => Response.json({ error: "invalid_grant" }, { status: 400, ...noStore });

export async function POST(request) {
  const form = new URLSearchParams(await request.text());
  const codeHash = sha256(form.get("code") ?? "");
  const now = new Date();
  const [code] = await query(
    "floor_read_code",
    `SELECT "userId", scopes, "redirectUri" FROM "FloorAuthorizationCode"
     WHERE "codeHash" = $1 AND "consumedAt" IS NULL AND "expiresAt" > $2`,
    [codeHash, now],
  );
  if (!code || code.redirectUri !== form.get("redirect_uri")) return invalid();
  const refresh = randomToken();
  const [grant] = await query(
    "floor_exchange",
    `WITH consumed AS (
       UPDATE "FloorAuthorizationCode" SET "consumedAt" = $2
       WHERE "codeHash" = $1 AND "consumedAt" IS NULL AND "expiresAt" > $2
       RETURNING "clientId", "userId", scopes),
     stored AS (
       INSERT INTO "FloorGrant" (id, "clientId", "userId", scopes, "authorizationCodeHash", "createdAt")
       SELECT $3, "clientId", "userId", scopes, $1, $2 FROM consumed RETURNING id),
     token AS (
       INSERT INTO "FloorRefreshToken" (id, "tokenHash", "grantId", "createdAt", "expiresAt")
       SELECT $4, $5, id, $2, $2::timestamp(3) + interval '30 days' FROM stored)
     SELECT id FROM stored`,
    [codeHash, now, randomUUID(), randomUUID(), sha256(refresh)],
  );
  if (!grant) return invalid();
  const scope = code.scopes.join(" ");
  return Response.json(
    {
      access_token: signAccessToken(code.userId, scope),
      token_type: "Bearer",
      expires_in: 1800,
      refresh_token: refresh,
      scope,
    },
    noStore,
  );
}
