// The one rule for every instant the API takes, in a query or a body: an ISO 8601 date-time with
// `Z` or an offset, whose UTC instant lies between EARLIEST_INSTANT and LATEST_INSTANT. Anything
// else (an empty or malformed value, a number, year 0000, an offset that carries a year-0001 value
// out of the range) is the caller's mistake, answered 400 with the field named, never a 500 from
// the database or the calendar arithmetic downstream.
import { z } from "zod";

/** Nothing the platform stores or schedules lies before the Unix epoch. */
export const EARLIEST_INSTANT = new Date("1970-01-01T00:00:00.000Z");
/** The last instant with a four-digit year: every value we take prints back in the same form. */
export const LATEST_INSTANT = new Date("9999-12-31T23:59:59.999Z");

export const INSTANT_MESSAGE =
  "must be an ISO 8601 date-time with Z or an offset, from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z";

const inRange = (d: Date) => !Number.isNaN(d.getTime()) && d >= EARLIEST_INSTANT && d <= LATEST_INSTANT;

export const instantSchema = z.iso
  .datetime({ offset: true, error: INSTANT_MESSAGE })
  .transform((s) => new Date(s))
  .refine(inRange, INSTANT_MESSAGE)
  .meta({ description: "ISO 8601 date-time (Z or an offset), 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z" });

/**
 * A `start`/`end` pair of instants: end after start and at most `maxDays` later. Judged only once
 * both are valid instants, so a malformed one is reported on its own field and nothing else runs.
 */
export function instantRange<T extends z.ZodObject<{ start: typeof instantSchema; end: typeof instantSchema }>>(
  object: T,
  maxDays: number,
) {
  return object.refine(
    (q: { start: Date; end: Date }) => q.start < q.end && q.end.getTime() - q.start.getTime() <= maxDays * 86_400_000,
    {
      message: `end must be after start and at most ${maxDays} days later`,
      path: ["end"],
      when: (payload) => payload.issues.length === 0,
    },
  );
}
