// How an operation (or some of its fields) is retired without a silent break: its declaration
// names the day it was deprecated, the day it goes away (at least 180 days later) and the change
// note that says what to use instead. Every answer of the operation then carries Deprecation
// (RFC 9745, a structured-field Date), Sunset (RFC 8594, an HTTP-date) and a Link to the note
// (rel="deprecation", and rel="sunset"); the OpenAPI document marks it, and the released-contract
// check (scripts/api-compat) lets it be removed only after its sunset. The headers are worked out
// once, when the route module loads: a declaration that breaks a rule fails there, at build time.

/** The shortest notice between deprecation and sunset. */
export const MIN_SUNSET_NOTICE_DAYS = 180;
const DAY_MS = 24 * 3600 * 1000;
const MAX_NOTE_LENGTH = 200;
const MAX_FIELDS = 20;

export interface DeprecationDeclaration {
  /** `YYYY-MM-DD` (UTC): from when the operation or the fields are deprecated. */
  readonly since: string;
  /** `YYYY-MM-DD` (UTC): from when they may stop working; at least 180 days after `since`. */
  readonly sunset: string;
  /** The change note: a path of ours (`/docs/...`) or an https URL. */
  readonly changeNote: string;
  /** Only these fields (of the input or the answer) are deprecated, not the operation. */
  readonly fields?: readonly string[];
}

export type DeprecationProblem = "bad_since" | "bad_sunset" | "sunset_too_soon" | "bad_change_note" | "bad_fields";

function day(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms;
}

function isChangeNote(note: string): boolean {
  if (note.length === 0 || note.length > MAX_NOTE_LENGTH || /[\s<>"]/.test(note)) return false;
  if (note.startsWith("/") && !note.startsWith("//")) return true;
  try {
    return new URL(note).protocol === "https:";
  } catch {
    return false;
  }
}

/** The rules a declaration must keep; an empty list when it keeps them all. */
export function deprecationProblems(declaration: DeprecationDeclaration): DeprecationProblem[] {
  const problems: DeprecationProblem[] = [];
  const since = day(declaration.since);
  const sunset = day(declaration.sunset);
  if (since === null) problems.push("bad_since");
  if (sunset === null) problems.push("bad_sunset");
  if (since !== null && sunset !== null && sunset - since < MIN_SUNSET_NOTICE_DAYS * DAY_MS)
    problems.push("sunset_too_soon");
  if (!isChangeNote(declaration.changeNote)) problems.push("bad_change_note");
  const fields = declaration.fields;
  if (
    fields &&
    (fields.length === 0 || fields.length > MAX_FIELDS || fields.some((f) => !/^[A-Za-z][\w.]{0,63}$/.test(f)))
  )
    problems.push("bad_fields");
  return problems;
}

/**
 * The headers every answer of a deprecated operation carries. `origin` makes a path of ours
 * absolute (BASE_URL). Throws, naming what is wrong, on a declaration that breaks a rule.
 */
export function deprecationHeaders(declaration: DeprecationDeclaration, origin: string): Record<string, string> {
  const problems = deprecationProblems(declaration);
  if (problems.length > 0) throw new Error(`Invalid deprecation declaration: ${problems.join(", ")}`);
  const since = day(declaration.since)!;
  const sunset = day(declaration.sunset)!;
  const note = declaration.changeNote.startsWith("/") ? `${origin}${declaration.changeNote}` : declaration.changeNote;
  return {
    Deprecation: `@${Math.floor(since / 1000)}`,
    Sunset: new Date(sunset).toUTCString(),
    Link: `<${note}>; rel="deprecation"; type="text/html", <${note}>; rel="sunset"; type="text/html"`,
  };
}
