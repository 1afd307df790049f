import type { ChangeDelta } from "../rules/client-change";

/** Flat lists for the audit log (the audit view reads `added` and `removed`). */
export function deltaAuditDetails(delta: ChangeDelta) {
  return {
    addedScopes: [...delta.addedScopes],
    addedRedirectUris: [...delta.addedRedirectUris],
    removedScopes: [...delta.removedScopes],
    removedRedirectUris: [...delta.removedRedirectUris],
    added: [...delta.addedScopes, ...delta.addedRedirectUris],
    removed: [...delta.removedScopes, ...delta.removedRedirectUris],
    /** The app details the change would set (only the fields that differ), or null. */
    details: delta.details ?? null,
  };
}
