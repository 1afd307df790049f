// Words of the administrators' review queue table and its filters.
export const REVIEW_QUEUE_WORDS = {
  kinds: { CONFIDENTIAL: "Confidential", PUBLIC: "Public (PKCE)" },
  changeRequest: "Change request",
  addsScopes: "Adds scopes",
  addsRedirectUris: "Adds redirect URIs",
  changesDetails: "Changes app details",
  changesDpop: (setting: string) => `Token binding: ${setting}`,
  riskSignals: (count: number) => (count === 1 ? "1 risk signal" : `${count} risk signals`),
  thenRemoves: (held: readonly string[]) => `Then removes: ${held.join(", ")}`,
  newClient: "New client",
  changePending: "Change pending",
  hostRule: (pattern: string) => `Host rule ${pattern}`,
  legacy: "Legacy: unrestricted tokens",
  client: "Client",
  scrollLabel: "Review queue table",
  owner: "Owner",
  requestedAccess: "Requested access",
  submitted: "Submitted",
  reviewLabel: (name: string) => `Review ${name}`,
  review: "Review",
} as const;

export const QUEUE_FILTER_WORDS = {
  // "To review" holds new clients and change requests; the status tab beside it only new clients.
  // Named apart so two tabs with the same count never look like the same list twice.
  needsReview: "To review (new and changes)",
  pendingOnly: "New clients only",
  allClients: "All clients",
  filterLabel: "Filter by status",
  search: "Search clients",
  searchPlaceholder: "Name, client id or owner email",
  searchButton: "Search",
  clear: "Clear",
  sort: "Order",
  sorts: { oldest: "Oldest first", newest: "Newest first" },
} as const;
