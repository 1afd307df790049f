// The guard's side of authorization details (RFC 9396): once the body is read, a call judged by
// its token's details must be covered by one, whose use (max_uses) is spent before the operation
// runs and given back when it does not succeed (lib/oauth/authorization-details/spend-detail-use.ts).
// A refusal is a 403 insufficient_scope challenge (RFC 6750 s3.1) naming the detail.
import type { BearerAccess } from "@/lib/oauth/bearer-access";
import type { SchedulingAction } from "@/lib/oauth/authorization-details/scheduling-actions";
import { spendCoveringDetail } from "@/lib/oauth/authorization-details/spend-detail-use";
import { InsufficientAuthorizationDetailsError, type ResourceScheme } from "@/lib/oauth/errors";
import { apiResource, oauthStore } from "../roots/oauth";
import { bearerRefusal } from "./bearer-refusal";

/** A use counted for this call, to give back if the operation fails. */
export interface SpentDetailUse {
  readonly grantId: string;
  readonly index: number;
}

/**
 * What a body names, as the schemas read it: the event type, the booking, and the instant acted on
 * (a new booking's start, a moved booking's new start).
 */
function bodyFacts(body: unknown): { eventTypeId?: string; bookingUid?: string; at?: Date } {
  const { eventTypeId, bookingUid, start } =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return {
    ...(typeof eventTypeId === "string" ? { eventTypeId } : {}),
    ...(typeof bookingUid === "string" ? { bookingUid } : {}),
    ...(start instanceof Date ? { at: start } : {}),
  };
}

/** The use spent (null: an unlimited detail covers), or the refusal to answer. */
export async function spendDetailFor(
  access: BearerAccess,
  action: SchedulingAction,
  params: Readonly<Record<string, string>>,
  body: unknown,
  scheme: ResourceScheme,
): Promise<SpentDetailUse | null | Response> {
  const details = access.authorizationDetails ?? [];
  const named = bodyFacts(body);
  const verdict = await spendCoveringDetail(await oauthStore(), access.grantId, details, {
    action,
    location: apiResource().identifier,
    eventTypeId: params.eventTypeId ?? named.eventTypeId,
    bookingUid: params.bookingUid ?? named.bookingUid,
    at: named.at,
  });
  if (verdict.ok) return verdict.spent === null ? null : { grantId: access.grantId, index: verdict.spent };
  const description =
    verdict.code === "uses_spent"
      ? `authorization_details[${verdict.index}] (${verdict.detail.actions.join(", ")}; max_uses ${verdict.detail.max_uses}) has no use left`
      : `no authorization detail of this token covers this ${action} (its ids, time window or location)`;
  const index = verdict.code === "uses_spent" ? verdict.index : null;
  return bearerRefusal(new InsufficientAuthorizationDetailsError(description, index).challenging(scheme), access);
}

/** The operation failed: its use counts for nothing. */
export async function giveBackDetailUse(spent: SpentDetailUse): Promise<void> {
  await (await oauthStore()).returnDetailUse(spent.grantId, spent.index);
}
