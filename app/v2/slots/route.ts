// GET /v2/slots?eventTypeId=&start=&end= - public: free slots of an event type
import { availableSlots } from "@/lib/scheduling/public-booking";
import { slotSchema, slotsQuery } from "@/lib/scheduling/schemas/bookings";
import { MAX_SLOTS_PER_QUERY } from "@/lib/scheduling/slots";
import { notFound, success } from "@/lib/server/api/responses";
import { tooManySlots } from "@/lib/server/api/booking-failures";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const GET = protectedResource(
  {
    scope: "public",
    limitPerAddress: "SLOTS_IP",
    summary: `Free slots of an event type in a date range (at most 31 days and ${MAX_SLOTS_PER_QUERY} slots: a range holding more is a 400 naming \`end\`)`,
    query: slotsQuery,
    response: slotSchema,
  },
  async ({ query }) => {
    const result = await availableSlots(await publicBookingDeps(), {
      eventTypeId: query.eventTypeId,
      from: query.start,
      to: query.end,
    });
    if (!result) return notFound("event type");
    if (!result.ok) return tooManySlots(result.max);
    return success(result.slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })));
  },
);

export const OPTIONS = apiPreflight("GET");
