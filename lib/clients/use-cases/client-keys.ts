// Keys of a confidential client (private_key_jwt): the owner adds public keys (one JWK or a set)
// and deletes them; the token endpoint accepts assertions signed by any registered key at once, and
// refuses a deleted key's at once. Holding secrets and keys together is the switch without
// downtime: both authenticate until the owner deletes the secrets. No review (client-keys.ts).
import type { ClientDeps } from "../deps";
import { done, fail, ok, type Outcome } from "../outcome";
import type { KeyRow } from "../ports";
import { checkKeysInput } from "../rules/client-key-input";
import { checkCanAddKeys, checkCanDeleteKey } from "../rules/client-keys";
import { checkSecretLabel, lastingSecrets } from "../rules/client-secrets";
import { changeOwnedClient } from "./owned-client";

export async function addClientKeys(
  deps: ClientDeps,
  options: { clientId: string; userId: string; jwks: string; label?: string | null },
): Promise<Outcome<KeyRow[]>> {
  const label = checkSecretLabel(options.label);
  if (!label.ok) return label;
  const keys = checkKeysInput(options.jwks);
  if (!keys.ok) return keys;
  return changeOwnedClient(deps, options, async (client, repo) => {
    const allowed = checkCanAddKeys(client, await repo.listKeys(client.id), keys.data);
    if (!allowed.ok) return allowed;
    const rows = await repo.insertKeys(
      client.id,
      keys.data.map((key) => ({ ...key, label: label.data })),
    );
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.key_added",
      details: { keys: rows.map((row) => ({ keyId: row.id, kid: row.kid, thumbprint: row.thumbprint })) },
    });
    return ok(rows);
  });
}

/** Deletes a key at once: the next assertion it signed is refused. The client's last credential stays. */
export async function deleteClientKey(
  deps: ClientDeps,
  options: { clientId: string; userId: string; keyId: string },
): Promise<Outcome> {
  return changeOwnedClient(deps, options, async (client, repo) => {
    const keys = await repo.listKeys(client.id);
    const key = keys.find((k) => k.id === options.keyId);
    if (!key) return fail("key_not_found");
    const secrets = lastingSecrets(await repo.listSecretExpiries(client.id));
    const allowed = checkCanDeleteKey({ keyCount: keys.length, lastingSecrets: secrets });
    if (!allowed.ok) return allowed;
    await repo.deleteKey(key.id);
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.key_deleted",
      details: { keyId: key.id, kid: key.kid, thumbprint: key.thumbprint },
    });
    return done;
  });
}
