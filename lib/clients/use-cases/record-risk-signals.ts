// Weighs a submission (a new client, a resubmission, a change request) against what is true now and
// keeps the signals with it, inside the submitting transaction: the reviewer later sees what held
// at submission, not what holds when they look.
import type { ClientRepository, ClientRow, Configuration } from "../ports";
import { assessRisk, type RiskSubject } from "../rules/risk-signals";

export async function recordRiskSignals(
  repo: ClientRepository,
  where: { clientInternalId: string } | { changeId: string },
  ownerId: string,
  subject: RiskSubject,
): Promise<void> {
  const context = await repo.riskContext(ownerId);
  await repo.saveRiskSignals(where, assessRisk(subject, context));
}

/**
 * A PENDING or REJECTED client is reviewed as it stands, so an owner's edit before the decision
 * (or before resubmitting) weighs it again: a redirect URI added after registration must not
 * escape the signals.
 */
export async function reweighUnreviewedClient(
  repo: ClientRepository,
  client: ClientRow,
  ownerId: string,
  configuration?: Configuration,
): Promise<void> {
  const details = await repo.findDetails(client.id);
  if (!details) return;
  await recordRiskSignals(repo, { clientInternalId: client.id }, ownerId, {
    ...details,
    kind: client.kind,
    scopes: configuration?.scopes ?? client.scopes,
    redirectUris: configuration?.redirectUris ?? client.redirectUris,
  });
}
