// The `authorization_details` parameter (RFC 9396 s2) with our one type, `scheduling`: what may be
// done (actions), where (locations: the API's resource identifier), to what (event types and/or
// bookings by id), when (a time window) and how often (max_uses; absent: unlimited). Read strictly:
// an unknown type or field, a wrong shape or anything past a bound is refused as a whole
// (RFC 9396 s5 `invalid_authorization_details`), so nothing half-understood is ever granted.
// Valid details come back normalised (fixed key order, instants in UTC), the form stored with the
// grant, put in the access token and compared at the token endpoint.
import { z } from "zod";
import { SCHEDULING_ACTIONS, SCHEDULING_DETAIL_TYPE, type SchedulingAction } from "./scheduling-actions";

/** Characters of the raw parameter; far above a real request, small enough for a consent form. */
export const MAX_AUTHORIZATION_DETAILS_LENGTH = 4096;
export const MAX_DETAILS = 10;
export const MAX_IDS_PER_DETAIL = 50;
export const MAX_LOCATIONS_PER_DETAIL = 5;
export const MAX_USES_LIMIT = 1000;
/** A window longer than a year is no narrowing worth the name; it also bounds the calendar arithmetic. */
export const MAX_TIME_WINDOW_DAYS = 366;

export interface SchedulingDetail {
  readonly type: typeof SCHEDULING_DETAIL_TYPE;
  readonly actions: readonly SchedulingAction[];
  readonly locations?: readonly string[];
  readonly event_types?: readonly string[];
  readonly bookings?: readonly string[];
  /** ISO 8601 instants in UTC; start before end. */
  readonly time_window?: { readonly start: string; readonly end: string };
  /** How many operations the detail allows in all; absent: any number. */
  readonly max_uses?: number;
}

const id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "an id is 1-100 letters, digits, - or _");
const ids = z.array(id).min(1).max(MAX_IDS_PER_DETAIL);
const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const location = z
  .string()
  .max(2048)
  .refine((s) => URL.canParse(s), "a location is an absolute URI");

const schedulingDetailSchema = z
  .object({
    type: z.literal(SCHEDULING_DETAIL_TYPE),
    actions: z.array(z.enum(SCHEDULING_ACTIONS)).min(1).max(SCHEDULING_ACTIONS.length),
    locations: z.array(location).min(1).max(MAX_LOCATIONS_PER_DETAIL).optional(),
    event_types: ids.optional(),
    bookings: ids.optional(),
    time_window: z.object({ start: instant, end: instant }).strict().optional(),
    max_uses: z.number().int().min(1).max(MAX_USES_LIMIT).optional(),
  })
  .strict()
  .superRefine((detail, ctx) => {
    if (Array.isArray(detail.actions) && new Set(detail.actions).size !== detail.actions.length)
      ctx.addIssue({ code: "custom", path: ["actions"], message: "an action is named twice" });
    const window = detail.time_window;
    // Zod runs this even when a field failed: judge the window only once both are instants.
    if (window && window.start instanceof Date && window.end instanceof Date) {
      const span = window.end.getTime() - window.start.getTime();
      if (Number.isNaN(span) || span <= 0)
        ctx.addIssue({ code: "custom", path: ["time_window"], message: "end must be after start" });
      else if (span > MAX_TIME_WINDOW_DAYS * 86_400_000)
        ctx.addIssue({ code: "custom", path: ["time_window"], message: `at most ${MAX_TIME_WINDOW_DAYS} days` });
    }
  });

const detailsSchema = z.array(z.unknown()).min(1).max(MAX_DETAILS);

export type DetailsReading = { ok: true; details: SchedulingDetail[] } | { ok: false; description: string };

const refuse = (description: string): DetailsReading => ({ ok: false, description });

/** The parameter as sent (a JSON array, RFC 9396 s2), or why it is refused. */
export function parseAuthorizationDetails(raw: string): DetailsReading {
  if (raw.length > MAX_AUTHORIZATION_DETAILS_LENGTH)
    return refuse(`authorization_details must be at most ${MAX_AUTHORIZATION_DETAILS_LENGTH} characters`);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return refuse("authorization_details must be a JSON array");
  }
  const list = detailsSchema.safeParse(json);
  if (!list.success) return refuse(`authorization_details must be a JSON array of 1 to ${MAX_DETAILS} objects`);
  const details: SchedulingDetail[] = [];
  for (const [index, entry] of list.data.entries()) {
    const type = typeof entry === "object" && entry !== null ? (entry as { type?: unknown }).type : undefined;
    if (type !== SCHEDULING_DETAIL_TYPE)
      return refuse(`authorization_details[${index}]: unknown type (supported: ${SCHEDULING_DETAIL_TYPE})`);
    const parsed = schedulingDetailSchema.safeParse(entry);
    if (!parsed.success) return refuse(`authorization_details[${index}]: ${firstIssue(parsed.error)}`);
    details.push(normalised(parsed.data));
  }
  return { ok: true, details };
}

/**
 * Details as stored with a grant or code: re-read with the same rules, so storage is never
 * trusted blindly. Null or absent: none. Anything unreadable fails closed: details that cover
 * nothing (an empty list), never a token without details.
 */
export function readStoredDetails(value: unknown): SchedulingDetail[] | null {
  if (value === null || value === undefined) return null;
  // A driver hands jsonb back parsed; text (an unparsed column) is read as it is.
  const reading = parseAuthorizationDetails(typeof value === "string" ? value : JSON.stringify(value));
  return reading.ok ? reading.details : [];
}

/** The details as a JSON text column or parameter takes them; null: none. */
export function storedDetailsJson(details: readonly SchedulingDetail[] | null | undefined): string | null {
  return details ? JSON.stringify(details) : null;
}

/** The one spelling of a detail: compared by it, stored in it. */
export function detailKey(detail: SchedulingDetail): string {
  return JSON.stringify(detail);
}

function normalised(detail: z.infer<typeof schedulingDetailSchema>): SchedulingDetail {
  return {
    type: detail.type,
    actions: [...detail.actions],
    ...(detail.locations ? { locations: [...new Set(detail.locations)] } : {}),
    ...(detail.event_types ? { event_types: [...new Set(detail.event_types)] } : {}),
    ...(detail.bookings ? { bookings: [...new Set(detail.bookings)] } : {}),
    ...(detail.time_window
      ? { time_window: { start: detail.time_window.start.toISOString(), end: detail.time_window.end.toISOString() } }
      : {}),
    ...(detail.max_uses !== undefined ? { max_uses: detail.max_uses } : {}),
  };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  if (issue.code === "unrecognized_keys") return `unknown field ${issue.keys.slice(0, 3).join(", ")}`;
  const where = issue.path.length > 0 ? issue.path.join(".") : "the detail";
  return `${where}: ${issue.message}`;
}
