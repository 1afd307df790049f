// What users see about an app (name, description, homepage, logo, privacy-policy and terms links)
// and how an owner's edit of it is checked and compared. On a reviewed client the edit waits as a
// proposal holding only the fields that differ from the live details; approving it writes those.
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";
import { fail, ok, type Outcome, type Problem } from "../outcome";

/** What users see about an app: the consent screen's name, words and links (as the OAuth core reads them). */
export type ClientDetailsRow = Pick<
  AuthorizeClientRecord,
  "name" | "description" | "websiteUrl" | "logoUrl" | "privacyPolicyUrl" | "termsOfServiceUrl"
>;

export const DETAIL_FIELDS = [
  "name",
  "description",
  "websiteUrl",
  "logoUrl",
  "privacyPolicyUrl",
  "termsOfServiceUrl",
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** The fields a pending change would set, each with its new value (null clears an optional one). */
export type DetailsProposal = { readonly [K in DetailField]?: ClientDetailsRow[K] };

/** One changed field: what the consent screen shows now, and what it would show once approved. */
export type DetailChange = {
  readonly field: DetailField;
  readonly before: string | null;
  readonly after: string | null;
};

export const MAX_NAME_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_DETAIL_URL_LENGTH = 2000;

const URL_FIELDS = ["websiteUrl", "logoUrl", "privacyPolicyUrl", "termsOfServiceUrl"] as const;
// The homepage may be any web address, as at registration; what the consent screen links to as
// the app's own documents, or loads as its logo, must be https.
const HTTPS_ONLY: Readonly<Record<(typeof URL_FIELDS)[number], boolean>> = {
  websiteUrl: false,
  logoUrl: true,
  privacyPolicyUrl: true,
  termsOfServiceUrl: true,
};

// No control characters anywhere; a description may keep line breaks and tabs, a name may not.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Whitespace or backslashes inside a URL are silently dropped or rewritten by URL parsers: refused.
const URL_UNSAFE = /[\s\\\u0000-\u001F\u007F-\u009F]/;

/** Trimmed input; "" for an optional field means "not set". */
export type DetailsInput = { readonly [K in DetailField]: string };

/** Checks an owner's details; field errors are keyed by field name. */
export function checkClientDetails(input: DetailsInput): Outcome<ClientDetailsRow> {
  const fieldErrors: Partial<Record<DetailField, Problem>> = {};
  const name = input.name.trim();
  const description = input.description.trim();
  if (name === "") fieldErrors.name = { code: "details_name_empty" };
  else if (name.length > MAX_NAME_LENGTH)
    fieldErrors.name = { code: "details_too_long", values: [String(MAX_NAME_LENGTH)] };
  else if (CONTROL.test(name)) fieldErrors.name = { code: "details_not_plain_text" };
  if (description.length > MAX_DESCRIPTION_LENGTH)
    fieldErrors.description = { code: "details_too_long", values: [String(MAX_DESCRIPTION_LENGTH)] };
  else if (CONTROL_BUT_LINES.test(description)) fieldErrors.description = { code: "details_not_plain_text" };

  const urls: Partial<Record<(typeof URL_FIELDS)[number], string | null>> = {};
  for (const field of URL_FIELDS) {
    const value = input[field].trim();
    const problem = urlProblem(value, HTTPS_ONLY[field]);
    if (problem) fieldErrors[field] = problem;
    urls[field] = value === "" ? null : value;
  }
  if (Object.keys(fieldErrors).length > 0) return fail("invalid_input", { fieldErrors });
  return ok({
    name,
    description: description === "" ? null : description,
    websiteUrl: urls.websiteUrl ?? null,
    logoUrl: urls.logoUrl ?? null,
    privacyPolicyUrl: urls.privacyPolicyUrl ?? null,
    termsOfServiceUrl: urls.termsOfServiceUrl ?? null,
  });
}

function urlProblem(value: string, httpsOnly: boolean): Problem | null {
  if (value === "") return null;
  if (value.length > MAX_DETAIL_URL_LENGTH)
    return { code: "details_too_long", values: [String(MAX_DETAIL_URL_LENGTH)] };
  const invalid: Problem = { code: "details_url_invalid", values: [httpsOnly ? "https" : "http"] };
  if (URL_UNSAFE.test(value) || !URL.canParse(value)) return invalid;
  const url = new URL(value);
  if (url.hostname === "" || url.username !== "" || url.password !== "") return invalid;
  return url.protocol === "https:" || (!httpsOnly && url.protocol === "http:") ? null : invalid;
}

/** The fields of `wanted` that differ from `live`; empty when nothing would change. */
export function proposeDetails(live: ClientDetailsRow, wanted: ClientDetailsRow): DetailsProposal {
  const proposal: Record<string, string | null> = {};
  for (const field of DETAIL_FIELDS) if (live[field] !== wanted[field]) proposal[field] = wanted[field];
  return proposal as DetailsProposal;
}

export function isEmptyProposal(proposal: DetailsProposal | null | undefined): boolean {
  return !proposal || Object.keys(proposal).length === 0;
}

/** The live details with the proposal applied. */
export function applyDetails(live: ClientDetailsRow, proposal: DetailsProposal | null | undefined): ClientDetailsRow {
  return { ...live, ...(proposal ?? {}) };
}

export function sameProposal(a: DetailsProposal | null | undefined, b: DetailsProposal | null | undefined): boolean {
  return DETAIL_FIELDS.every((field) => (a ?? {})[field] === (b ?? {})[field]);
}

/** Field by field, only what approving would change, in the order the form shows them. */
export function compareDetails(live: ClientDetailsRow, proposal: DetailsProposal | null | undefined): DetailChange[] {
  if (!proposal) return [];
  return DETAIL_FIELDS.flatMap((field) => {
    const after = proposal[field];
    return after !== undefined && after !== live[field] ? [{ field, before: live[field], after }] : [];
  });
}

/**
 * A stored proposal read back from storage (JSON), keeping only known fields with a text value
 * (or null for the optional ones): a damaged row never reaches the consent screen.
 */
export function readDetailsProposal(value: unknown): DetailsProposal | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const proposal: Record<string, string | null> = {};
  for (const field of DETAIL_FIELDS) {
    const v = (value as Record<string, unknown>)[field];
    if (typeof v === "string" || (v === null && field !== "name")) proposal[field] = v;
  }
  return Object.keys(proposal).length > 0 ? (proposal as DetailsProposal) : null;
}

/** `{ details }` for a delta read from storage, or nothing when the change proposes none. */
export function detailsOf(stored: unknown): { details?: DetailsProposal } {
  const details = readDetailsProposal(stored);
  return details ? { details } : {};
}
