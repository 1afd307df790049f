// Words of the redirect URI inputs: the create form's list and the client page's manager.
import { MAX_REDIRECT_URIS } from "@/lib/clients/rules/redirect-uris";

export const REDIRECT_URI_WORDS = {
  rules:
    "Absolute URIs without a fragment (#). Use https; http is allowed only for localhost, 127.0.0.1 and [::1]. Public clients may also use a private-use scheme such as com.example.app:/callback.",
  legend: "Redirect URIs",
  entryLabel: (index: number) => `Redirect URI ${index + 1}`,
  needsOne: "A client needs at least one redirect URI.",
  removeEntry: (index: number) => `Remove redirect URI ${index + 1}`,
  remove: "Remove",
  removing: "Removing…",
  addAnother: "Add another redirect URI",
  listCount: (used: number, remaining: number) =>
    remaining > 0
      ? `${used} of ${MAX_REDIRECT_URIS} used; ${remaining} more can be added.`
      : `Maximum of ${MAX_REDIRECT_URIS} reached.`,
  savedWaiting: (waiting: readonly string[]) =>
    `Waiting for review: ${waiting.join(", ")}. Until an administrator approves, authorization requests must use one of the approved redirect URIs.`,
  used: (used: number, waiting: number) =>
    `${used} of ${MAX_REDIRECT_URIS} redirect URIs used${waiting > 0 ? ` (${waiting} waiting for review)` : ""}.`,
  remaining: (remaining: number) =>
    remaining > 0 ? `${remaining} more can be added.` : "This is the maximum: remove one to add another.",
  listLabel: "Redirect URIs",
  edit: "Edit",
  editLabel: (uri: string) => `Edit ${uri}`,
  removeLabel: (uri: string) => `Remove ${uri}`,
  onlyOne: "The only redirect URI cannot be removed: a client needs at least one. Add another first.",
  newUri: "New redirect URI",
  full: `This client has the maximum of ${MAX_REDIRECT_URIS} redirect URIs. Remove one to add another.`,
  adding: "Adding…",
  add: "Add redirect URI",
  editUri: "Edit redirect URI",
  save: "Save",
  cancel: "Cancel",
} as const;
