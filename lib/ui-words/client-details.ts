// Words for an app's details (what the consent screen shows about it): the owner's form, the
// proposal waiting for review, and the administrator's field-by-field comparison.
import type { DetailField } from "@/lib/clients/rules/client-details";

export const DETAIL_FIELD_LABELS: Readonly<Record<DetailField, string>> = {
  name: "Application name",
  description: "Description",
  websiteUrl: "Homepage",
  logoUrl: "Logo URL",
  privacyPolicyUrl: "Privacy policy URL",
  termsOfServiceUrl: "Terms of service URL",
};

export const DETAILS_FORM_WORDS = {
  legend: "App details",
  reviewedHint:
    "Users see these on the consent screen, so changes to an approved client wait for an administrator's review. The consent screen keeps showing the current details until then.",
  nameHint: "Shown to users when they are asked to allow access.",
  httpsHint: "A full https:// address.",
  saved: "Saved.",
  sentForReview:
    "Sent for review: the consent screen keeps showing the current details until an administrator approves.",
  withdrawn: "Your proposed details were withdrawn: the current details stay as they are.",
  unchanged: "Nothing changed.",
  save: "Save details",
  saving: "Saving…",
  noChanges: "No changes to save.",
  pendingTitle: "Waiting for review",
  pendingHint:
    "Proposed details an administrator has not decided yet. Edit the form back to the current values to withdraw them.",
  current: "Current",
  proposed: "Proposed",
  notSet: "Not set",
} as const;

/** How a field is named inside a sentence. */
const DETAIL_FIELD_NAMES: Readonly<Record<DetailField, string>> = {
  name: "name",
  description: "description",
  websiteUrl: "homepage",
  logoUrl: "logo",
  privacyPolicyUrl: "privacy policy",
  termsOfServiceUrl: "terms of service",
};

/** One line naming the changed fields, for summaries of a pending or decided change. */
export function detailFieldsLine(prefix: string, fields: readonly DetailField[]): string {
  return `${prefix}: ${fields.map((f) => DETAIL_FIELD_NAMES[f]).join(", ")}`;
}
