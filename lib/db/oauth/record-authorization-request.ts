import { getPrisma } from "../db";

/** One row per authorization request of a known client, for the legacy migration wizard. */
export async function recordAuthorizationRequest(options: { clientInternalId: string; withScope: boolean; at?: Date }) {
  await (await getPrisma()).authorizationRequestLog.create({
    data: { clientId: options.clientInternalId, withScope: options.withScope, createdAt: options.at ?? new Date() },
  });
}
