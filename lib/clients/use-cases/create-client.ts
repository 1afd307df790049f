// Registering a client: always PENDING (spec s3.1); a confidential one gets its first secret,
// returned once and never stored. Its details (name, links) pass the same rule as an edit's.
import type { ClientKind } from "@/lib/oauth/ports";
import type { ClientDeps } from "../deps";
import { ok, type Outcome } from "../outcome";
import { generateClientId, generateClientSecret } from "../rules/client-credentials";
import { checkClientDetails } from "../rules/client-details";
import { checkClientScopes } from "../rules/client-scopes";
import { checkRedirectUriList } from "../rules/redirect-uris";
import { recordRiskSignals } from "./record-risk-signals";

export type NewClient = {
  ownerId: string;
  name: string;
  /** "" means not given. */
  description: string;
  websiteUrl: string;
  logoUrl: string;
  privacyPolicyUrl?: string;
  termsOfServiceUrl?: string;
  kind: ClientKind;
  redirectUris: readonly string[];
  scopes: readonly string[];
};

export type CreatedClient = { clientId: string; kind: ClientKind; secret: string | null };

export async function createClient(deps: ClientDeps, input: NewClient): Promise<Outcome<CreatedClient>> {
  const details = checkClientDetails({
    name: input.name,
    description: input.description,
    websiteUrl: input.websiteUrl,
    logoUrl: input.logoUrl,
    privacyPolicyUrl: input.privacyPolicyUrl ?? "",
    termsOfServiceUrl: input.termsOfServiceUrl ?? "",
  });
  if (!details.ok) return details;
  const uris = checkRedirectUriList(input.redirectUris, input.kind);
  if (!uris.ok) return uris;
  const scopes = checkClientScopes(input.scopes);
  if (!scopes.ok) return scopes;

  const clientId = generateClientId(deps.randomBytes);
  const secret = input.kind === "CONFIDENTIAL" ? generateClientSecret(deps.randomBytes) : null;
  await deps.store.transaction(async (repo) => {
    const created = await repo.insertClient({
      clientId,
      ownerId: input.ownerId,
      ...details.data,
      kind: input.kind,
      scopes: scopes.data,
      redirectUris: uris.data,
      firstSecret: secret ? { hash: secret.hash, hint: secret.hint } : null,
    });
    const audited = {
      clientId,
      name: details.data.name,
      kind: input.kind,
      scopes: scopes.data,
      redirectUris: uris.data,
    };
    await recordRiskSignals(repo, { clientInternalId: created.id }, input.ownerId, {
      ...details.data,
      kind: input.kind,
      scopes: scopes.data,
      redirectUris: uris.data,
    });
    const secretDetails = secret ? { secretId: created.secretId, hint: secret.hint } : {};
    await repo.writeAudit({
      actorId: input.ownerId,
      clientId: created.id,
      eventType: "client.created",
      details: { ...audited, ...secretDetails },
    });
  });
  return ok({ clientId, kind: input.kind, secret: secret?.secret ?? null });
}
