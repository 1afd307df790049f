// The admin queue's view from the URL, and the consent preview as the admin sees it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentPreview } from "@/components/admin/consent-preview";
import { queueHref, readQueueView } from "@/components/admin/queue-filters";
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
