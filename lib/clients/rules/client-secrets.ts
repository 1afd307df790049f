// Client secret rules (spec s2.1, s3.3, s8): at most 2 active, and a confidential client always
// keeps at least one that does not expire - unless it has registered keys (private_key_jwt), which
// then authenticate it alone (client-keys.ts). Rolling a secret makes its successor and gives the old
// one an expiry (now, or after a grace period for deploying the new one); from then the token
// endpoint refuses it. The use cases apply these inside the transaction that holds the client's
// row lock; the UI uses them to disable buttons with the same explanation.
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

type SecretExpiry = { readonly expiresAt: Date | null };

/** How long a rolled secret keeps working, in seconds, per choice the owner has. */
export const SECRET_ROLL_DELAYS = { now: 0, "1h": 3600, "24h": 86_400, "7d": 604_800 } as const;
export type SecretRollDelay = keyof typeof SECRET_ROLL_DELAYS;

/** Secrets still authenticating at `now` (an expiry is exclusive, as at the token endpoint). */
export function liveSecretCount(secrets: readonly SecretExpiry[], now: Date): number {
  return secrets.filter((s) => s.expiresAt === null || s.expiresAt.getTime() > now.getTime()).length;
}

function lastingSecretCount(secrets: readonly SecretExpiry[]): number {
  return secrets.filter((s) => s.expiresAt === null).length;
}

/**
 * Deleting an expiring secret is always fine; the last lasting one stays, unless the client has a
 * registered key to authenticate with instead (the switch from secrets to keys).
 */
export function checkCanDeleteSecret(secret: SecretExpiry, secrets: readonly SecretExpiry[], keyCount = 0): Outcome {
  if (secret.expiresAt !== null || keyCount > 0) return done;
  return lastingSecretCount(secrets) <= MIN_ACTIVE_SECRETS ? fail("last_secret") : done;
}

/** Secrets that do not expire: what keeps a client able to authenticate once rolled ones lapse. */
export function lastingSecrets(secrets: readonly SecretExpiry[]): number {
  return lastingSecretCount(secrets);
}

/** A lasting secret can be rolled while its successor fits within the limit of live secrets. */
export function checkCanRollSecret(secret: SecretExpiry, secrets: readonly SecretExpiry[], now: Date): Outcome {
  if (secret.expiresAt !== null) return fail("secret_expiring");
  return liveSecretCount(secrets, now) >= MAX_ACTIVE_SECRETS ? fail("secret_limit") : done;
}

export function rolledSecretExpiry(delay: SecretRollDelay, now: Date): Date {
  return new Date(now.getTime() + SECRET_ROLL_DELAYS[delay] * 1000);
}

/**
 * While the limit is reached because a rolled secret is still live: the first such secret to stop
 * working, which is when a new secret can be generated (or sooner, by stopping it now). Null when
 * there is room, or when only lasting secrets fill it (then one must be rolled or deleted).
 */
export function waitingForExpiry<S extends SecretExpiry>(secrets: readonly S[], now: Date): S | null {
  if (liveSecretCount(secrets, now) < MAX_ACTIVE_SECRETS) return null;
  const expiring = secrets.filter((s) => s.expiresAt !== null && s.expiresAt.getTime() > now.getTime());
  return expiring.sort((a, b) => a.expiresAt!.getTime() - b.expiresAt!.getTime())[0] ?? null;
}
