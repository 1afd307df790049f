// Client secret rules (spec s2.1, s3.3, s8): at most 2 active, and a confidential client always
// keeps at least one. lib/db applies these inside the transaction that holds the client's row
// lock; the UI uses them to disable buttons with the same explanation.
import type { ActionResult } from "@/lib/action-result";
import type { ClientKind } from "@/lib/oauth/ports";

export const MAX_ACTIVE_SECRETS = 2;
export const MIN_ACTIVE_SECRETS = 1;

export function checkCanGenerateSecret(client: { kind: ClientKind; activeSecrets: number }): ActionResult {
  if (client.kind !== "CONFIDENTIAL") {
    return { ok: false, code: "not_confidential", message: "Public clients use PKCE and have no secrets." };
  }
  if (client.activeSecrets >= MAX_ACTIVE_SECRETS) {
    return {
      ok: false,
      code: "secret_limit",
      message: `A client can have at most ${MAX_ACTIVE_SECRETS} active secrets. Delete the one you no longer use, then generate a new one.`,
    };
  }
  return { ok: true, data: undefined };
}

export function checkCanDeleteSecret(client: { activeSecrets: number }): ActionResult {
  if (client.activeSecrets <= MIN_ACTIVE_SECRETS) {
    return {
      ok: false,
      code: "last_secret",
      message: "This is the client's only secret, so it cannot be deleted. Generate a new secret first, then delete this one.",
    };
  }
  return { ok: true, data: undefined };
}
