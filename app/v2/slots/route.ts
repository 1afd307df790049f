// GET /v2/slots?eventTypeId=&start=&end= - public: free slots of an event type
import { freeSlotsOp } from "@/lib/server/api/operations/public-bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(
  { scope: "public", limitPerAddress: "SLOTS_IP", ...freeSlotsOp.doc },
  freeSlotsOp.handle,
);

export const OPTIONS = apiPreflight("GET");
