// Keys of a confidential client (private_key_jwt): the owner adds public keys (one JWK or a set)
// and deletes them; the token endpoint accepts assertions signed by any registered key at once, and
// refuses a deleted key's at once. Holding secrets and keys together is the switch without
// downtime: both authenticate until the owner deletes the secrets. No review (client-keys.ts).
import type { ClientDeps } from "../deps";
import { done, fail, ok, type Outcome } from "../outcome";
import type { KeyRow } from "../ports";
import { checkKeysInput } from "../rules/client-key-input";
import { checkCanAddKeys, checkCanDeleteKey, checkJwksUri } from "../rules/client-keys";
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
    const sources = keys.length + ((await repo.findJwksUri(client.id)) === null ? 0 : 1);
    const allowed = checkCanDeleteKey({ sources, lastingSecrets: secrets });
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

/**
 * Sets or clears where the client publishes its keys (jwks_uri): assertions signed by a key
 * published there are accepted beside the registered keys. Clearing it is refused when it is the
 * client's last credential. The URL is fetched at the token endpoint, under the outbound rules.
 */
export async function setClientJwksUri(
  deps: ClientDeps,
  options: { clientId: string; userId: string; jwksUri: string },
): Promise<Outcome<{ jwksUri: string | null }>> {
  const uri = checkJwksUri(options.jwksUri);
  if (!uri.ok) return uri;
  return changeOwnedClient(deps, options, async (client, repo) => {
    if (client.kind !== "CONFIDENTIAL") return fail("not_confidential");
    const before = await repo.findJwksUri(client.id);
    if (uri.data === null && before !== null) {
      const sources = (await repo.listKeys(client.id)).length + 1;
      const secrets = lastingSecrets(await repo.listSecretExpiries(client.id));
      const allowed = checkCanDeleteKey({ sources, lastingSecrets: secrets });
      if (!allowed.ok) return allowed;
    }
    if (before === uri.data) return ok({ jwksUri: before });
    await repo.saveJwksUri(client.id, uri.data);
    await repo.writeAudit({
      actorId: options.userId,
      clientId: client.id,
      eventType: "client.jwks_uri_changed",
      details: { from: before, to: uri.data },
    });
    return ok({ jwksUri: uri.data });
  });
}
