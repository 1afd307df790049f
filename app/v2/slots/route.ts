// GET /v2/slots?eventTypeId=&start=&end= - public: free slots of an event type
import { availableSlots } from "@/lib/scheduling/public-booking";
import { slotSchema, slotsQuery } from "@/lib/scheduling/schemas/bookings";
import { notFound, success } from "@/lib/server/api-responses";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const GET = protectedResource(
  {
    scope: "public",
    summary: "Free slots of an event type in a date range (at most 31 days)",
    query: slotsQuery,
    response: slotSchema,
  },
  async ({ query }) => {
    const slots = await availableSlots(await publicBookingDeps(), {
      eventTypeId: query.eventTypeId,
      from: query.start,
      to: query.end,
    });
    if (!slots) return notFound("event type");
    return success(slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })));
  },
);

export const OPTIONS = apiPreflight("GET");
