// The tabs of a client's settings page, in order; a secrets tab only for a confidential client.
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

/** The tab a `?tab=` value names, or the overview for anything else. */
export function parseClientTab(value: unknown, kind: "CONFIDENTIAL" | "PUBLIC"): ClientTab {
  return tabsFor(kind).find((t) => t === value) ?? "overview";
}
