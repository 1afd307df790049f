import { type ChangeDelta, copiedLists } from "../rules/client-change";

/** Flat lists for the audit log (the audit view reads `added` and `removed`). */
export function deltaAuditDetails(delta: ChangeDelta) {
  return {
    ...copiedLists(delta),
    ...(delta.addedPostLogoutRedirectUris || delta.removedPostLogoutRedirectUris
      ? {
          addedPostLogoutRedirectUris: [...(delta.addedPostLogoutRedirectUris ?? [])],
          removedPostLogoutRedirectUris: [...(delta.removedPostLogoutRedirectUris ?? [])],
        }
      : {}),
    added: [...delta.addedScopes, ...delta.addedRedirectUris, ...(delta.addedPostLogoutRedirectUris ?? [])],
    removed: [...delta.removedScopes, ...delta.removedRedirectUris, ...(delta.removedPostLogoutRedirectUris ?? [])],
    /** The app details the change would set (only the fields that differ), or null. */
    details: delta.details ?? null,
    ...(delta.dropsPushedRequirement ? { dropsPushedRequirement: true } : {}),
  };
}
