// What an owner's edit of a reviewed client does: narrowing parts (a removed scope or
// redirect URI) apply at once; widening parts (an added scope or redirect URI, which includes the
// new side of an edited URI) wait for an administrator while the approved configuration stays in
// force. A change that does both is split.
//
// Two exceptions keep the live integration sound; such removals wait with the additions instead:
// - a removal that would leave a list empty (an empty scope list would turn the client into an
//   unrestricted legacy client; an empty redirect URI list would break it), so replacing a
//   client's only scope or only redirect URI swaps them when the change is approved;
// - a removal the caller asks to hold: the old side of an edited redirect URI stays in force
//   until its replacement is approved (the app keeps using it meanwhile).
import { isScope, scopeRank } from "@/lib/oauth/scope-catalogue";
import { isEmptyProposal, sameProposal, type DetailsProposal } from "./client-details";

export type ClientConfiguration = {
  readonly scopes: readonly string[];
  readonly redirectUris: readonly string[];
  /**
   * OpenID Connect post-logout redirect URIs: reviewed like redirect URIs (an addition waits, a
   * removal applies at once), but none at all is fine. Absent: unchanged.
   */
  readonly postLogoutRedirectUris?: readonly string[];
};

/** A pending change, stored as a delta on the live configuration (ClientChangeRequest). */
export type ChangeDelta = {
  readonly addedScopes: readonly string[];
  readonly addedRedirectUris: readonly string[];
  /** Removals held back with the additions (they would empty the list, or the caller asked to hold them). */
  readonly removedScopes: readonly string[];
  readonly removedRedirectUris: readonly string[];
  /** Post-logout redirect URIs waiting for review, and those held back with them. Absent: none. */
  readonly addedPostLogoutRedirectUris?: readonly string[];
  readonly removedPostLogoutRedirectUris?: readonly string[];
  /**
   * App details (what the consent screen shows) waiting with the change: only the fields that
   * differ from the live details. Absent or null when the change proposes none.
   */
  readonly details?: DetailsProposal | null;
  /**
   * The client stops requiring pushed authorization requests (RFC 9126): a loosening, so it waits
   * with the change. Absent: false.
   */
  readonly dropsPushedRequirement?: boolean;
};

export type ChangeClassification = "none" | "narrowing" | "widening" | "mixed";

/** A configuration as the rules return it; post-logout URIs only when the client or change has them. */
export type FullConfiguration = { scopes: string[]; redirectUris: string[]; postLogoutRedirectUris?: string[] };

export type ChangeSplit = {
  classification: ChangeClassification;
  /** The live configuration once the parts that apply at once are applied. */
  applyNow: FullConfiguration;
  /** What was removed at once (for the audit log). */
  removedNow: { scopes: string[]; redirectUris: string[]; postLogoutRedirectUris?: string[] };
  /** What waits for review; null when nothing widens. */
  pending: ChangeDelta | null;
};

const minus = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));
const unique = (a: readonly string[]) => [...new Set(a)];

/** Scopes in catalogue order (unknown names last, alphabetically), so lists compare and read the same everywhere. */
export function sortScopes(scopes: readonly string[]): string[] {
  const rank = (s: string) => (isScope(s) ? scopeRank(s) : Number.MAX_SAFE_INTEGER);
  return unique(scopes).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Removals to hold with the additions instead of applying them now; ignored when nothing is added. */
export type HeldRemovals = {
  readonly scopes?: readonly string[];
  readonly redirectUris?: readonly string[];
  readonly postLogoutRedirectUris?: readonly string[];
};

const logoutUris = (c: ClientConfiguration) => c.postLogoutRedirectUris ?? [];
/** `{ postLogoutRedirectUris: list }` when the configuration speaks of them at all, else nothing. */
const logoutPart = (present: boolean, list: string[]) => (present ? { postLogoutRedirectUris: list } : {});

export function splitClientChange(
  live: ClientConfiguration,
  proposed: ClientConfiguration,
  hold: HeldRemovals = {},
): ChangeSplit {
  const addedScopes = sortScopes(minus(proposed.scopes, live.scopes));
  const addedRedirectUris = unique(minus(proposed.redirectUris, live.redirectUris));
  const allRemovedScopes = sortScopes(minus(live.scopes, proposed.scopes));
  const allRemovedUris = minus(live.redirectUris, proposed.redirectUris);
  const hasLogout = live.postLogoutRedirectUris !== undefined || proposed.postLogoutRedirectUris !== undefined;
  const liveLogout = logoutUris(live);
  const proposedLogout = proposed.postLogoutRedirectUris ?? liveLogout;
  const addedLogout = unique(minus(proposedLogout, liveLogout));
  const allRemovedLogout = minus(liveLogout, proposedLogout);
  const widens = addedScopes.length + addedRedirectUris.length + addedLogout.length > 0;

  const held = (all: string[], current: readonly string[], asked: readonly string[] = []) => {
    if (current.length > 0 && all.length === current.length) return all;
    return widens ? all.filter((x) => asked.includes(x)) : [];
  };
  const heldScopes = held(allRemovedScopes, live.scopes, hold.scopes);
  const heldUris = held(allRemovedUris, live.redirectUris, hold.redirectUris);
  // No post-logout URI at all is a working client: only the caller's replacements are held.
  const heldLogout = widens ? allRemovedLogout.filter((x) => (hold.postLogoutRedirectUris ?? []).includes(x)) : [];
  const removedScopes = minus(allRemovedScopes, heldScopes);
  const removedRedirectUris = minus(allRemovedUris, heldUris);
  const removedLogout = minus(allRemovedLogout, heldLogout);

  const narrows = allRemovedScopes.length + allRemovedUris.length + allRemovedLogout.length > 0;
  const classification: ChangeClassification = narrows
    ? widens
      ? "mixed"
      : "narrowing"
    : widens
      ? "widening"
      : "none";
  const waits = widens || heldScopes.length + heldUris.length + heldLogout.length > 0;
  const logoutDelta =
    addedLogout.length + heldLogout.length > 0
      ? { addedPostLogoutRedirectUris: addedLogout, removedPostLogoutRedirectUris: heldLogout }
      : {};

  return {
    classification,
    applyNow: {
      scopes: sortScopes(minus(live.scopes, removedScopes)),
      redirectUris: minus(live.redirectUris, removedRedirectUris),
      ...logoutPart(hasLogout, minus(liveLogout, removedLogout)),
    },
    removedNow: {
      scopes: removedScopes,
      redirectUris: removedRedirectUris,
      ...logoutPart(hasLogout, removedLogout),
    },
    pending: waits
      ? { addedScopes, addedRedirectUris, removedScopes: heldScopes, removedRedirectUris: heldUris, ...logoutDelta }
      : null,
  };
}

/** The configuration approving `delta` would produce; new redirect URIs go after the kept ones. */
export function applyChangeDelta(live: ClientConfiguration, delta: ChangeDelta): FullConfiguration {
  return {
    scopes: sortScopes([...minus(live.scopes, delta.removedScopes), ...delta.addedScopes]),
    redirectUris: unique([...minus(live.redirectUris, delta.removedRedirectUris), ...delta.addedRedirectUris]),
    ...logoutPart(
      live.postLogoutRedirectUris !== undefined || delta.addedPostLogoutRedirectUris !== undefined,
      unique([
        ...minus(logoutUris(live), delta.removedPostLogoutRedirectUris ?? []),
        ...(delta.addedPostLogoutRedirectUris ?? []),
      ]),
    ),
  };
}

/**
 * What the owner is working towards: the live configuration with the pending change applied.
 * The portal builds the next `proposed` configuration on this, so a second edit keeps the first.
 */
export function effectiveConfiguration(live: ClientConfiguration, pending: ChangeDelta | null): FullConfiguration {
  return pending
    ? applyChangeDelta(live, pending)
    : {
        scopes: sortScopes(live.scopes),
        redirectUris: [...live.redirectUris],
        ...logoutPart(live.postLogoutRedirectUris !== undefined, [...logoutUris(live)]),
      };
}

export function sameDelta(a: ChangeDelta, b: ChangeDelta): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((v) => y.includes(v));
  return (
    same(a.addedScopes, b.addedScopes) &&
    same(a.addedRedirectUris, b.addedRedirectUris) &&
    same(a.removedScopes, b.removedScopes) &&
    same(a.removedRedirectUris, b.removedRedirectUris) &&
    same(a.addedPostLogoutRedirectUris ?? [], b.addedPostLogoutRedirectUris ?? []) &&
    same(a.removedPostLogoutRedirectUris ?? [], b.removedPostLogoutRedirectUris ?? []) &&
    sameProposal(a.details, b.details) &&
    (a.dropsPushedRequirement ?? false) === (b.dropsPushedRequirement ?? false)
  );
}

/** The live configuration beside what approving `delta` would make of it. */
export function compareWithLive(
  live: ClientConfiguration,
  delta: ChangeDelta,
): { before: FullConfiguration; after: FullConfiguration } {
  return { before: effectiveConfiguration(live, null), after: applyChangeDelta(live, delta) };
}

/** The delta's scope and redirect URI lists, copied (for a stored row or an audit entry). */
export function copiedLists(delta: ChangeDelta) {
  return {
    addedScopes: [...delta.addedScopes],
    addedRedirectUris: [...delta.addedRedirectUris],
    removedScopes: [...delta.removedScopes],
    removedRedirectUris: [...delta.removedRedirectUris],
  };
}

/** A delta that would change nothing: no list entry and no detail. */
export function isEmptyDelta(delta: ChangeDelta): boolean {
  return (
    delta.addedScopes.length +
      delta.addedRedirectUris.length +
      delta.removedScopes.length +
      delta.removedRedirectUris.length +
      (delta.addedPostLogoutRedirectUris?.length ?? 0) +
      (delta.removedPostLogoutRedirectUris?.length ?? 0) ===
      0 &&
    isEmptyProposal(delta.details) &&
    delta.dropsPushedRequirement !== true
  );
}
