// The daily budgets of creating teams and sending invitations (lib/server/rate-limit/limits.ts),
// spent by their operations before the use case runs. A refusal is a 429 in the API's envelope
// with Retry-After, and nothing is created.
import { apiBudgetSpent } from "../rate-limit/limit-responses";
import { giveBack, hit } from "../rate-limit/rate-limiter";

/** Spends a team of the creator's budget and of the organization's; the refusal, or null. */
export async function spendTeamCreation(organizationId: string, creatorId: string): Promise<Response | null> {
  const creator = await hit("TEAM_CREATION_CREATOR", creatorId);
  if (!creator.allowed)
    return apiBudgetSpent(creator.retryAfterSeconds, "you have created as many teams as one person may in a day");
  const organization = await hit("TEAM_CREATION_ORGANIZATION", organizationId);
  if (organization.allowed) return null;
  // No team is created: the creator's team goes back to their budget.
  await giveBack("TEAM_CREATION_CREATOR", creatorId);
  return apiBudgetSpent(
    organization.retryAfterSeconds,
    "this organization has created as many teams as it may in a day",
  );
}

/** Spends one invitation of the inviter's budget; the refusal, or null. */
export async function spendInvitation(inviterId: string): Promise<Response | null> {
  const verdict = await hit("INVITATION_INVITER", inviterId);
  if (verdict.allowed) return null;
  return apiBudgetSpent(verdict.retryAfterSeconds, "you have sent as many invitations as one person may in a day");
}
