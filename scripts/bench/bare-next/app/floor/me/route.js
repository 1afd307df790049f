// /v2/me floor: verify the ES256 bearer JWT, read the user's row by key, answer the profile.
import { query } from "../../../floor/db.js";
import { bearerClaims } from "../../../floor/jwt.js";

export const dynamic = "force-dynamic";

export async function GET(request) {
  const claims = bearerClaims(request);
  if (!claims) return Response.json({ error: "invalid_token" }, { status: 401 });
  const [user] = await query("floor_me", `SELECT id, email, username, name, "timeZone" FROM "User" WHERE id = $1`, [
    claims.sub,
  ]);
  if (!user) return Response.json({ error: "not_found" }, { status: 404 });
  return Response.json({ status: "success", data: user });
}
