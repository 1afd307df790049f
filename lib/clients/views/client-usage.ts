import type { TokenActivitySummary } from "../rules/token-activity";

/** How much a client's redirect URIs and scopes were used recently, to warn before removing one. */
export type RecentUsage = {
  days: number;
  /** Authorization codes issued for each redirect URI in the window. */
  byRedirectUri: Readonly<Record<string, number>>;
  /** Grants made in the window that include each scope. */
  byScope: Readonly<Record<string, number>>;
};

/** A client's use: users with a live grant, and its token requests as the token endpoint counted them. */
export type ClientActivity = {
  activeUsers: number;
  tokens: TokenActivitySummary;
};
