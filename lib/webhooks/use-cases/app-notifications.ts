// A person stops an app's notifications about their bookings (the Authorized apps page). Theirs are
// the app subscriptions they own and the organization subscriptions they made with their own grant;
// anyone else's, or none, is not found (never "forbidden": that would confirm it exists).
import type { AppNotificationStore } from "../app-notification-ports";

export interface AppNotificationDeps {
  readonly notifications: AppNotificationStore;
}

/** The facts a subscription is judged by; the Prisma store states the same rule in its query. */
export interface AppNotificationFacts {
  /** The app that made it; null for one made in the portal, which is no app's notification. */
  readonly clientId: string | null;
  readonly userId: string | null;
  readonly organizationId: string | null;
  /** The person whose grant the app used to make it. */
  readonly grantUserId: string | null;
}

export function isUsersAppNotification(facts: AppNotificationFacts, userId: string): boolean {
  if (facts.clientId === null) return false;
  return facts.userId === userId || (facts.organizationId !== null && facts.grantUserId === userId);
}

export type RemoveAppNotificationResult = { readonly ok: true } | { readonly ok: false; readonly code: "not_found" };

export async function removeAppNotification(
  deps: AppNotificationDeps,
  input: { readonly userId: string; readonly webhookId: string },
): Promise<RemoveAppNotificationResult> {
  return (await deps.notifications.removeForUser(input.userId, input.webhookId))
    ? { ok: true }
    : { ok: false, code: "not_found" };
}
