// Which access-token signing keys stay published after a rotation. The newest key signs; an older
// key keeps verifying (stays in the JWKS) until every token it can have signed has expired: the
// longest access-token lifetime after its successor took over, plus a margin for clock skew.
import { ACCESS_TOKEN_TTL_SECONDS } from "./access-token";

export const SIGNING_KEY_CLOCK_SKEW_SECONDS = 60;
/** How long a superseded key stays published. */
export const SIGNING_KEY_GRACE_SECONDS = ACCESS_TOKEN_TTL_SECONDS + SIGNING_KEY_CLOCK_SKEW_SECONDS;

export interface ScheduledKey {
  readonly id: string;
  readonly createdAt: Date;
}

export interface KeySchedule {
  /** Newest first; the first one signs. */
  readonly published: string[];
  /** Superseded long enough ago that no unexpired token can carry their signature. */
  readonly retire: string[];
}

/** `keys`: the keys not yet retired, in any order. */
export function scheduleSigningKeys(
  keys: readonly ScheduledKey[],
  now: Date,
  graceSeconds = SIGNING_KEY_GRACE_SECONDS,
): KeySchedule {
  const newestFirst = [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const published: string[] = [];
  const retire: string[] = [];
  newestFirst.forEach((key, index) => {
    // A key was superseded when the next newer key was created.
    const supersededAt = index === 0 ? null : newestFirst[index - 1]!.createdAt;
    const stillNeeded = supersededAt === null || now.getTime() < supersededAt.getTime() + graceSeconds * 1000;
    (stillNeeded ? published : retire).push(key.id);
  });
  return { published, retire };
}
