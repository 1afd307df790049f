// The admin queue's view from the URL, and the consent preview as the admin sees it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentPreview } from "@/components/admin/consent-preview";
import { OutboundLink } from "@/components/admin/outbound-link";
import { queueHref, readQueueView } from "@/components/admin/queue-filters";
import { ReviewQueueTable } from "@/components/admin/review-queue-table";
import { RiskSignalList } from "@/components/admin/risk-signal-list";
import type { ReviewQueueItem } from "@/lib/clients/views/review-views";
import { REVIEW_FORM_WORDS } from "@/lib/ui-words/review-forms";

describe("the queue's view in the URL", () => {
  it("reads filter, search, order and page, falling back to the defaults for anything unknown", () => {
    expect(readQueueView({})).toMatchObject({ filter: "queue", search: "", sort: "oldest", page: 1 });
    expect(readQueueView({ status: "SUSPENDED", q: "  acme ", sort: "newest", page: "3" })).toMatchObject({
      filter: "SUSPENDED",
      search: "acme",
      sort: "newest",
      page: 3,
    });
    expect(readQueueView({ status: "DROP TABLE", sort: "sideways", page: "-2", q: ["a", "b"] })).toMatchObject({
      filter: "queue",
      sort: "oldest",
      page: 1,
      search: "",
    });
    expect(readQueueView({ page: "abc" }).page).toBe(1);
    expect(readQueueView({ q: "x".repeat(500) }).search).toHaveLength(200);
  });

  it("writes only what differs from the defaults, so the plain queue keeps its plain address", () => {
    expect(queueHref({ filter: "queue" })).toBe("/admin/oauth-clients");
    expect(queueHref({ filter: "all", search: "a b", sort: "newest", page: 2 })).toBe(
      "/admin/oauth-clients?status=all&q=a+b&sort=newest&page=2",
    );
    expect(queueHref({ filter: "queue", sort: "oldest", page: 1 })).toBe("/admin/oauth-clients");
  });
});

describe("ConsentPreview", () => {
  it("shows the name, the scopes in the users' words and each redirect host once", () => {
    const html = renderToStaticMarkup(
      createElement(ConsentPreview, {
        name: "Acme Sync",
        logoUrl: null,
        ownerName: "Dev Eloper",
        legacy: false,
        scopes: ["PROFILE_READ", "BOOKING_WRITE"],
        redirectUris: ["https://app.acme.test/cb", "https://app.acme.test/other", "http://localhost:8080/callback"],
      }),
    );
    expect(html).toContain("Acme Sync wants to access your account");
    expect(html).toContain("See your name, email address, username and time zone.");
    expect(html).not.toContain("PROFILE_READ");
    expect(html.match(/app\.acme\.test/g)).toHaveLength(1);
    expect(html).toContain("localhost:8080");
  });

  it("shows a redirect without a host as the consent screen does: scheme and path, not the query", () => {
    const html = renderToStaticMarkup(
      createElement(ConsentPreview, {
        name: "Acme Mobile",
        logoUrl: null,
        ownerName: "Dev Eloper",
        legacy: false,
        scopes: ["PROFILE_READ"],
        redirectUris: ["com.acme.app:/oauth/callback?from=app"],
      }),
    );
    expect(html).toContain(">com.acme.app:/oauth/callback</code>");
    expect(html).not.toContain("from=app");
  });

  it("warns of full access for a legacy client instead of listing scopes", () => {
    const html = renderToStaticMarkup(
      createElement(ConsentPreview, {
        name: "Old",
        logoUrl: null,
        ownerName: "X",
        legacy: true,
        scopes: [],
        redirectUris: [],
      }),
    );
    expect(html).toContain("Full access to your account");
    expect(html).toContain("No redirect URIs registered.");
  });
});

describe("the confirmation before stopping a client", () => {
  it("says how many users and grants lose access, and whether it can be undone", () => {
    expect(REVIEW_FORM_WORDS.confirmStop("suspend", 1, 1)).toContain(
      "1 user with 1 active grant lose access until it is reinstated",
    );
    expect(REVIEW_FORM_WORDS.confirmStop("reject", 3, 5)).toContain(
      "3 users with 5 active grants lose access and must authorize it again",
    );
  });
});

describe("the queue's change request cell", () => {
  const change = (scopes: string[], redirectUris: string[]): ReviewQueueItem => ({
    type: "change",
    client: {
      clientId: "c1",
      name: "Acme",
      kind: "CONFIDENTIAL",
      status: "APPROVED",
      legacy: false,
      owner: { name: "Dev", email: "dev@example.com" },
    },
    submittedAt: new Date("2026-01-15T18:05:00Z"),
    scopes,
    redirectUris,
    removedScopes: [],
    removedRedirectUris: [],
    detailFields: [],
    changeId: "ch1",
    hasPendingChange: false,
    riskSignalCount: 2,
  });
  const render = (item: ReviewQueueItem) =>
    renderToStaticMarkup(
      createElement(ReviewQueueTable, { items: [item], emptyText: "", now: new Date(), timeZone: "Europe/Berlin" }),
    );

  it("names only what the change adds: a scopes-only change never reads as adding redirect URIs", () => {
    const scopesOnly = render(change(["BOOKING_READ"], []));
    expect(scopesOnly).toContain("Adds scopes");
    expect(scopesOnly).not.toContain("redirect URI");
    expect(scopesOnly).toContain("2 risk signals");
    const urisOnly = render(change([], ["https://acme.test/cb"]));
    expect(urisOnly).toContain("Adds redirect URIs");
    expect(urisOnly).not.toContain("Adds scopes");
  });

  it("shows the submission time of day in the viewer's time zone", () => {
    expect(render(change(["BOOKING_READ"], []))).toContain("2026-01-15 19:05 CET");
  });
});

describe("RiskSignalList and OutboundLink", () => {
  it("says why each signal fired, and tells 'none' from 'not recorded'", () => {
    const html = renderToStaticMarkup(
      createElement(RiskSignalList, {
        name: "Acrne Planner",
        signals: [
          { code: "look_alike_name", similarTo: "Acme Planner", match: "confusable", distance: 0 },
          { code: "local_redirect_host", uri: "https://10.0.0.8/cb", host: "10.0.0.8", hostKind: "private" },
        ],
      }),
    );
    expect(html).toContain("Name looks like an approved app&#x27;s");
    expect(html).toContain("&quot;Acrne Planner&quot; reads as the approved app &quot;Acme Planner&quot;");
    expect(html).toContain("https://10.0.0.8/cb sends codes to 10.0.0.8, a private-network host");
    expect(renderToStaticMarkup(createElement(RiskSignalList, { name: "x", signals: [] }))).toContain("None");
    expect(renderToStaticMarkup(createElement(RiskSignalList, { name: "x", signals: null }))).toContain("Not recorded");
  });

  it("opens http(s) addresses in a new tab without referrer, and leaves anything else as text", () => {
    expect(renderToStaticMarkup(createElement(OutboundLink, { href: "https://acme.test/privacy" }))).toContain(
      'href="https://acme.test/privacy" target="_blank" rel="noreferrer noopener nofollow"',
    );
    expect(renderToStaticMarkup(createElement(OutboundLink, { href: "javascript:alert(1)" }))).not.toContain("<a");
  });
});
