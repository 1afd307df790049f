// Introspection floor: read the form, verify the JWT, read one row by key, answer RFC 7662's JSON.
import { query } from "../../../floor/db.js";
import { noStore, verifyAccessToken } from "../../../floor/jwt.js";

export const dynamic = "force-dynamic";

export async function POST(request) {
  const claims = verifyAccessToken(new URLSearchParams(await request.text()).get("token"));
  const [user] = claims
    ? await query("floor_introspect", `SELECT "disabledAt" FROM "User" WHERE id = $1`, [claims.sub])
    : [];
  if (!user || user.disabledAt !== null) return Response.json({ active: false }, noStore);
  const { scope, client_id, sub, aud, iss, exp, iat, jti } = claims;
  return Response.json({ active: true, scope, client_id, sub, aud, iss, exp, iat, jti, token_type: "Bearer" }, noStore);
}
