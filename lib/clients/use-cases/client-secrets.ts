// Secrets of a confidential client (spec s3.3): at most 2 active, never fewer than 1 unless it has
// registered keys (client-keys.ts), which then authenticate it. The count is
// taken under the client's row lock, so concurrent requests cannot end with 3, or with 0. Tokens
// already issued are not touched (spec s5.7).
import type { ClientDeps } from "../deps";
import { done, fail, ok, type Outcome } from "../outcome";
import type { SecretRow } from "../ports";
import { generateClientSecret as newSecret } from "../rules/client-credentials";
import {
  type SecretRollDelay,
  checkCanDeleteSecret,
  checkCanGenerateSecret,
  checkCanRollSecret,
  checkSecretLabel,
  liveSecretCount,
  rolledSecretExpiry,
} from "../rules/client-secrets";
import { changeOwnedClient } from "./owned-client";

export type GeneratedSecret = SecretRow & { secret: string };

export async function generateClientSecret(
  deps: ClientDeps,
  options: { clientId: string; userId: string; label?: string | null },
): Promise<Outcome<GeneratedSecret>> {
  const label = checkSecretLabel(options.label);
  if (!label.ok) return label;
  return changeOwnedClient(deps, options, async (client, repo) => {
    const live = liveSecretCount(await repo.listSecretExpiries(client.id), deps.now());
    const allowed = checkCanGenerateSecret({ kind: client.kind, activeSecrets: live });
    if (!allowed.ok) return allowed;
    const generated = newSecret(deps.randomBytes);
    const row = await repo.insertSecret(client.id, { hash: generated.hash, hint: generated.hint, label: label.data });
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.secret_generated",
      details: { secretId: row.id, hint: row.hint, label: row.label },
    });
    return ok({ ...row, secret: generated.secret });
  });
}

/** Deletes a secret at once: the next token request with it fails. The last one is refused. */
export async function deleteClientSecret(
  deps: ClientDeps,
  options: { clientId: string; userId: string; secretId: string },
): Promise<Outcome> {
  return changeOwnedClient(deps, options, async (client, repo) => {
    const secret = await repo.findSecret(client.id, options.secretId);
    if (!secret) return fail("secret_not_found");
    const keyCount = (await repo.listKeys(client.id)).length + ((await repo.findJwksUri(client.id)) === null ? 0 : 1);
    const allowed = checkCanDeleteSecret(secret, await repo.listSecretExpiries(client.id), keyCount);
    if (!allowed.ok) return allowed;
    await repo.deleteSecret(secret.id);
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.secret_deleted",
      details: { secretId: secret.id, hint: secret.hint },
    });
    return done;
  });
}

/**
 * Rolls a secret in one step: a new secret (shown once) and the old one's expiry after `delay`,
 * so the app can switch over before the old one stops working.
 */
export async function rollClientSecret(
  deps: ClientDeps,
  options: { clientId: string; userId: string; secretId: string; delay: SecretRollDelay; label?: string | null },
): Promise<Outcome<GeneratedSecret & { oldExpiresAt: Date }>> {
  const label = checkSecretLabel(options.label);
  if (!label.ok) return label;
  return changeOwnedClient(deps, options, async (client, repo) => {
    if (client.kind !== "CONFIDENTIAL") return fail("not_confidential");
    const old = await repo.findSecret(client.id, options.secretId);
    if (!old) return fail("secret_not_found");
    const now = deps.now();
    const allowed = checkCanRollSecret(old, await repo.listSecretExpiries(client.id), now);
    if (!allowed.ok) return allowed;
    const generated = newSecret(deps.randomBytes);
    const row = await repo.insertSecret(client.id, { hash: generated.hash, hint: generated.hint, label: label.data });
    const oldExpiresAt = rolledSecretExpiry(options.delay, now);
    await repo.expireSecret(old.id, oldExpiresAt);
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.secret_rolled",
      details: { secretId: row.id, hint: row.hint, oldHint: old.hint, oldExpiresAt: oldExpiresAt.toISOString() },
    });
    return ok({ ...row, secret: generated.secret, oldExpiresAt });
  });
}
