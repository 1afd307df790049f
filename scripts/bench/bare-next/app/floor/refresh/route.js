// Refresh floor: read the form, SHA-256 the presented token, rotate its row with one UPDATE ...
// RETURNING (a table of RefreshToken's shape and indexes), sign one ES256 JWT, answer with no-store.
import { query } from "../../../floor/db.js";
import { noStore, randomToken, sha256, signAccessToken } from "../../../floor/jwt.js";

export const dynamic = "force-dynamic";

export async function POST(request) {
  const form = new URLSearchParams(await request.text());
  const next = randomToken();
  const now = new Date();
  const [row] = await query(
    "floor_rotate",
    `UPDATE "FloorRefreshToken" SET "tokenHash" = $2, generation = generation + 1, "createdAt" = $3,
       "expiresAt" = $3::timestamp(3) + interval '30 days'
     WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > $3
     RETURNING "grantId"`,
    [sha256(form.get("refresh_token") ?? ""), sha256(next), now],
  );
  if (!row) return Response.json({ error: "invalid_grant" }, { status: 400, ...noStore });
  const scope = "PROFILE_READ BOOKING_READ";
  return Response.json(
    {
      access_token: signAccessToken(row.grantId, scope),
      token_type: "Bearer",
      expires_in: 1800,
      refresh_token: next,
      scope,
    },
    noStore,
  );
}
