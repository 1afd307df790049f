// List floor: verify the ES256 bearer JWT, read one page of the user's bookings by index, answer it.
import { query } from "../../../floor/db.js";
import { bearerClaims } from "../../../floor/jwt.js";

export const dynamic = "force-dynamic";

export async function GET(request) {
  const claims = bearerClaims(request);
  if (!claims) return Response.json({ error: "invalid_token" }, { status: 401 });
  const take = Math.min(Number(new URL(request.url).searchParams.get("take") ?? 20), 100);
  const rows = await query(
    "floor_bookings",
    `SELECT uid, title, "startTime", "endTime", status, "attendeeName", "attendeeEmail", "attendeeTimeZone", "eventTypeId"
     FROM "Booking" WHERE "hostId" = $1 ORDER BY "startTime", id LIMIT $2`,
    [claims.sub, take + 1],
  );
  return Response.json({ status: "success", data: rows.slice(0, take), nextCursor: rows[take]?.uid ?? null });
}
