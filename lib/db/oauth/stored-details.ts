// A stored authorization details column (RFC 9396, jsonb) as a code's or grant's optional field,
// re-read with the core's rules (readStoredDetails): absent when null.
import { type SchedulingDetail, readStoredDetails } from "@/lib/oauth/authorization-details/scheduling-detail";

export function detailsOf(column: unknown): { authorizationDetails?: SchedulingDetail[] } {
  const details = readStoredDetails(column);
  return details === null ? {} : { authorizationDetails: details };
}
