// Authorization details (RFC 9396, our `scheduling` type) in plain words, one sentence per detail,
// for the consent screen, the authorized-apps page and the admin's grant views: e.g. "Book one
// meeting of Intro call between Tue 2 Dec 15:00 and 17:00 (your time)". The rule returns the
// details as data; the names of event types and the reader's time zone come from the page.
import type { SchedulingAction } from "@/lib/oauth/authorization-details/scheduling-actions";
import type { SchedulingDetail } from "@/lib/oauth/authorization-details/scheduling-detail";

export interface DetailWordsFacts {
  /** Event type id -> its name, for the ids the reader hosts; others are shown by id. */
  readonly eventTypeNames: ReadonlyMap<string, string>;
  /** The reader's IANA zone (the account's setting); "UTC" without one. */
  readonly timeZone: string;
  /** "your time" on the person's own pages; the admin reads times in the zone named. */
  readonly zoneLabel?: string;
}

export const DETAIL_WORDS = {
  heading: "Only for these tasks",
  intro: "The app may do only this with your bookings and availability:",
  usesLeft: (left: number, max: number) => `${left} of ${max} ${max === 1 ? "use" : "uses"} left`,
  allUsed: "Used up",
  yourTime: "your time",
} as const;

/** The administrator's view of a client's grants that carry details. */
export const ADMIN_DETAIL_GRANT_WORDS = {
  heading: "Grants limited to tasks",
  intro:
    "The newest live grants of this app that people limited with authorization details (RFC 9396); times in your zone.",
  grantOf: (email: string, when: string) => `${email}, granted ${when}`,
} as const;

const VERBS: Record<SchedulingAction, string> = {
  read_availability: "see your availability",
  read_bookings: "see",
  book: "book",
  reschedule: "reschedule",
  cancel: "cancel",
};

/** The sentence for one detail. */
export function detailSentence(detail: SchedulingDetail, facts: DetailWordsFacts): string {
  const onlyAvailability = detail.actions.every((a) => a === "read_availability");
  const verbs = joinWith(
    detail.actions.map((a) => VERBS[a]),
    "and",
  );
  const object = onlyAvailability ? "" : ` ${quantity(detail.max_uses)}${eventTypesPart(detail, facts)}`;
  const uses = onlyAvailability && detail.max_uses !== undefined ? ` (${quantity(detail.max_uses, "time")})` : "";
  const bookings = detail.bookings ? ` ${bookingsPart(detail.bookings)}` : "";
  const window = detail.time_window ? ` ${windowPart(detail.time_window, facts)}` : "";
  return capitalise(`${verbs}${object}${bookings}${window}${uses}`);
}

function quantity(max: number | undefined, noun = "meeting"): string {
  if (max === undefined) return `${noun}s`;
  if (noun === "time") return max === 1 ? "once" : `at most ${max} times`;
  return max === 1 ? `one ${noun}` : `up to ${max} ${noun}s`;
}

function eventTypesPart(detail: SchedulingDetail, facts: DetailWordsFacts): string {
  if (!detail.event_types) return "";
  const names = detail.event_types.map((id) => facts.eventTypeNames.get(id) ?? `event type ${id}`);
  return ` of ${joinWith(names, "or")}`;
}

function bookingsPart(bookings: readonly string[]): string {
  return bookings.length === 1 ? `(only booking ${bookings[0]})` : `(only the ${bookings.length} bookings named)`;
}

function windowPart(window: { start: string; end: string }, facts: DetailWordsFacts): string {
  const start = zoned(new Date(window.start), facts.timeZone);
  const end = zoned(new Date(window.end), facts.timeZone);
  const label = facts.zoneLabel ?? DETAIL_WORDS.yourTime;
  const endText = start.day === end.day ? end.time : `${end.day} ${end.time}`;
  return `between ${start.day} ${start.time} and ${endText} (${label})`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Tue 2 Dec" and "15:00" in `timeZone` (UTC for a zone this runtime does not know). */
function zoned(date: Date, timeZone: string): { day: string; time: string } {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        weekday: "short",
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      return zoned(date, "UTC");
    }
    if (formatters.size < 1_000) formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: `${part.weekday} ${part.day} ${part.month}`, time: `${part.hour}:${part.minute}` };
}

function joinWith(items: readonly string[], word: "and" | "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
