// A subscription whose deliveries keep failing for days is disabled, so it stops costing the
// receiver's host and us, and its owner is told why (`disabledReason: "failing"`). The streak
// starts at the first failed attempt after a success and ends at the next success.
export const DISABLE_AFTER_FAILING_DAYS = 5;
const DAY_MS = 86_400_000;

export type StreakChange =
  | { readonly failingSince: Date | null; readonly disable: false }
  | { readonly failingSince: Date; readonly disable: true };

export function afterAttempt(input: {
  readonly failingSince: Date | null;
  readonly delivered: boolean;
  readonly now: Date;
  readonly disableAfterDays?: number;
}): StreakChange {
  if (input.delivered) return { failingSince: null, disable: false };
  const since = input.failingSince ?? input.now;
  const limitMs = (input.disableAfterDays ?? DISABLE_AFTER_FAILING_DAYS) * DAY_MS;
  return input.now.getTime() - since.getTime() >= limitMs
    ? { failingSince: since, disable: true }
    : { failingSince: since, disable: false };
}
