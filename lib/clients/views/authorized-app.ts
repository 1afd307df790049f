// One application with live access to a user's account, as the "Authorized apps" page shows it.
import type { SchedulingDetail } from "@/lib/oauth/authorization-details/scheduling-detail";
import type { Scope } from "@/lib/oauth/scope-catalogue";

/** The authorization details (RFC 9396) of one live grant, with the uses counted per detail index. */
export type GrantedDetails = {
  details: readonly SchedulingDetail[];
  uses: ReadonlyMap<number, number>;
};

export type AuthorizedApp = {
  clientId: string;
  name: string;
  websiteUrl: string | null;
  ownerName: string;
  /** Union over the user's live grants of this app; empty when any grant is legacy-unrestricted. */
  scopes: Scope[];
  legacyUnrestricted: boolean;
  grantCount: number;
  firstAuthorizedAt: Date;
  lastAuthorizedAt: Date;
  /** The last time the app used its access (obtained or refreshed tokens); null if never. */
  lastUsedAt: Date | null;
  /** Per live grant with authorization details (RFC 9396): what it is limited to; absent or empty: none. */
  authorizationDetails?: GrantedDetails[];
};
