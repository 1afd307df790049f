// Client secret rules (spec s2.1, s3.3, s8): at most 2 active, and a confidential client always
// keeps at least one. The use cases apply them inside the transaction that holds the client's row
// lock; the UI uses them to disable buttons with the same explanation.
import type { ClientKind } from "@/lib/oauth/ports";
import { done, fail, invalidField, ok, type Outcome } from "../outcome";

export const MAX_ACTIVE_SECRETS = 2;
export const MIN_ACTIVE_SECRETS = 1;
/** A label tells two active secrets apart during a rotation ("production", "staging"). */
export const MAX_SECRET_LABEL_LENGTH = 60;

/** The label to store: trimmed, empty as none; refused when too long. */
export function checkSecretLabel(label: string | null | undefined): Outcome<string | null> {
  const trimmed = label?.trim() ?? "";
  if (trimmed.length > MAX_SECRET_LABEL_LENGTH) return invalidField("label", { code: "secret_label_too_long" });
  return ok(trimmed === "" ? null : trimmed);
}

export function checkCanGenerateSecret(client: { kind: ClientKind; activeSecrets: number }): Outcome {
  if (client.kind !== "CONFIDENTIAL") return fail("not_confidential");
  if (client.activeSecrets >= MAX_ACTIVE_SECRETS) return fail("secret_limit");
  return done;
}

export function checkCanDeleteSecret(client: { activeSecrets: number }): Outcome {
  return client.activeSecrets <= MIN_ACTIVE_SECRETS ? fail("last_secret") : done;
}
