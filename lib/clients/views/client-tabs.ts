// The tabs of a client's settings page, in order; a secrets tab only for a confidential client.
// Each tab is a page of its own address, so each loads only its own script.
export const CLIENT_TABS = [
  "overview",
  "quick-start",
  "scopes",
  "redirect-uris",
  "secrets",
  "details",
  "activity",
  "webhooks",
] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

export function tabsFor(kind: "CONFIDENTIAL" | "PUBLIC"): readonly ClientTab[] {
  return kind === "CONFIDENTIAL" ? CLIENT_TABS : CLIENT_TABS.filter((t) => t !== "secrets");
}

/** A tab's address: the client's page for the overview, a folder below it for the others. */
export function clientTabPath(clientId: string, tab: ClientTab): string {
  const base = `/settings/developer/oauth/${encodeURIComponent(clientId)}`;
  return tab === "overview" ? base : `${base}/${tab}`;
}

/** The tab a `?tab=` value of the former addresses names, or null. */
export function namedClientTab(value: unknown): ClientTab | null {
  return CLIENT_TABS.find((t) => t === value) ?? null;
}
