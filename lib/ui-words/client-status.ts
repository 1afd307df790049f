// Plain-language client states for the badge, the list and the settings page (spec s3.1, s5.9).
import type { ClientStatus } from "@/lib/oauth/ports";
import { STATUS_LABELS } from "./review";

export type StatusTone = "amber" | "green" | "red" | "slate";

export type StatusDescription = { label: string; tone: StatusTone; explanation: string };

export function describeClientStatus(status: ClientStatus, reviewNote?: string | null): StatusDescription {
  switch (status) {
    case "PENDING":
      return {
        label: STATUS_LABELS.PENDING,
        tone: "amber",
        explanation:
          "An administrator has to review this client before it can be used. Until then, users cannot authorize it and the token endpoint refuses it.",
      };
    case "APPROVED":
      return {
        label: STATUS_LABELS.APPROVED,
        tone: "green",
        explanation: "Users can authorize this client and it can obtain tokens.",
      };
    case "REJECTED":
      return {
        label: STATUS_LABELS.REJECTED,
        tone: "red",
        explanation: `An administrator rejected this client; it cannot be used.${reviewNote ? ` Reviewer's note: ${reviewNote}` : ""}`,
      };
    case "SUSPENDED":
      return {
        label: STATUS_LABELS.SUSPENDED,
        tone: "slate",
        explanation: `An administrator suspended this client: users cannot authorize it and it cannot obtain tokens.${reviewNote ? ` Reviewer's note: ${reviewNote}` : ""}`,
      };
  }
}

export const LEGACY_EXPLANATION =
  "Legacy client: it was registered before scopes existed, so its tokens can reach everything the user can. Migrate it to explicit scopes below.";

export const CLIENT_KIND_LABELS = {
  CONFIDENTIAL: {
    label: "Confidential",
    explanation:
      "A server-side app that can keep a secret; it authenticates at the token endpoint with a client secret.",
  },
  PUBLIC: {
    label: "Public (PKCE)",
    explanation:
      "A mobile, desktop or single-page app that cannot keep a secret; it proves itself with PKCE (S256) instead.",
  },
} as const;

/** The small badges and marks beside a client, a scope or a redirect URI. */
export const BADGE_WORDS = {
  legacy: "Legacy",
  legacyTitle: "Registered before scopes existed; tokens are unrestricted until it migrates.",
  changePending: "Change pending review",
  changePendingTitle:
    "An added scope or redirect URI waits for an administrator; the approved configuration stays in force.",
  waiting: "Waiting for review",
  leaving: "Live until the change is approved",
} as const;

/** The owner's view of a change waiting for review. */
export const PENDING_CHANGE_WORDS = {
  scopes: "Scopes:",
  noScopes: "none (legacy)",
  redirectUris: "Redirect URIs:",
  submitted: (when: string, by: string | null) => `Submitted ${when}${by ? ` by ${by}` : ""}.`,
  live: "Live now (approved)",
  after: "After approval",
} as const;
