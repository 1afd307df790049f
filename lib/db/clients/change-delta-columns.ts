// A change request's delta as its columns hold it: the lists of scopes and redirect URIs it adds
// and removes, and the app details it proposes. The review queue, the owner's page and the
// client repository all read and write it through these.
import { type ChangeDelta, copiedLists } from "@/lib/clients/rules/client-change";
import { detailsOf, isEmptyProposal } from "@/lib/clients/rules/client-details";
import type { ClientChangeRequest, Prisma } from "../generated/client";

export const changeDeltaSelect = {
  addedScopes: true,
  addedRedirectUris: true,
  removedScopes: true,
  removedRedirectUris: true,
  addedPostLogoutRedirectUris: true,
  removedPostLogoutRedirectUris: true,
  proposedDetails: true,
  dropsPushedRequirement: true,
} as const satisfies Prisma.ClientChangeRequestSelect;

export function toChangeDelta(row: Pick<ClientChangeRequest, keyof typeof changeDeltaSelect>): ChangeDelta {
  return {
    addedScopes: row.addedScopes,
    addedRedirectUris: row.addedRedirectUris,
    removedScopes: row.removedScopes,
    removedRedirectUris: row.removedRedirectUris,
    // Only a change that touches them carries the post-logout lists.
    ...(row.addedPostLogoutRedirectUris.length + row.removedPostLogoutRedirectUris.length > 0
      ? {
          addedPostLogoutRedirectUris: row.addedPostLogoutRedirectUris,
          removedPostLogoutRedirectUris: row.removedPostLogoutRedirectUris,
        }
      : {}),
    ...detailsOf(row.proposedDetails),
    ...(row.dropsPushedRequirement ? { dropsPushedRequirement: true } : {}),
  };
}

/** The columns to store `delta` in; a change without post-logout lists stores them empty. */
export function changeDeltaData(delta: ChangeDelta) {
  return {
    ...copiedLists(delta),
    addedPostLogoutRedirectUris: [...(delta.addedPostLogoutRedirectUris ?? [])],
    removedPostLogoutRedirectUris: [...(delta.removedPostLogoutRedirectUris ?? [])],
    ...(isEmptyProposal(delta.details) ? {} : { proposedDetails: { ...delta.details } }),
    dropsPushedRequirement: delta.dropsPushedRequirement === true,
  };
}
