// App details as the consent screen, the admin's comparison and the owner's pending panel render
// them: the policy links are the app's and open without referrer, opener or endorsement.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChangeComparison } from "@/components/admin/change-comparison";
import { ConsentScreen } from "@/components/consent/consent-screen";
import { PendingDetails } from "@/components/portal/pending-details";
import type { PendingChangeView } from "@/lib/clients/views/change-views";
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";

const client: AuthorizeClientRecord = {
  clientId: "c1",
  status: "APPROVED",
  kind: "CONFIDENTIAL",
  scopes: ["PROFILE_READ"],
  redirectUris: ["https://app.example.com/cb"],
  name: "Acme Sync",
  description: null,
  websiteUrl: null,
  logoUrl: null,
  privacyPolicyUrl: "https://acme.example/privacy",
  termsOfServiceUrl: "https://acme.example/terms",
  ownerName: "Dev",
};

function consent(over: Partial<AuthorizeClientRecord>, logoSrc: string | null = null) {
  return renderToStaticMarkup(
    createElement(ConsentScreen, {
      client: { ...client, ...over },
      logoSrc,
      request: {
        clientId: "c1",
        redirectUri: "https://app.example.com/cb",
        scopes: ["PROFILE_READ"],
        legacyUnrestricted: false,
        scopeParamPresent: true,
      },
      user: { name: "U", email: "u@example.com" },
      formRequest: "r",
      csrf: "c",
      newScopes: ["PROFILE_READ"],
      action: "/auth/oauth2/consent",
      requestPath: "/auth/oauth2/authorize?client_id=c1",
    }),
  );
}

describe("the consent screen's account line", () => {
  it("offers to use another account, coming back to the same request", () => {
    const html = consent({});
    expect(html).toContain("Not you?");
    expect(html).toMatch(/<button type="submit"[^>]*>Use another account<\/button>/);
    expect(html).toContain('name="callbackUrl" value="/auth/oauth2/authorize?client_id=c1"');
  });
});

describe("the consent screen as a preview for the owner of a client nobody can use yet", () => {
  it("shows the same screen with Allow and Deny disabled, no form and no form token, and says why", () => {
    const html = renderToStaticMarkup(
      createElement(ConsentScreen, {
        client: { ...client, status: "PENDING" },
        logoSrc: null,
        request: {
          clientId: "c1",
          redirectUri: "https://app.example.com/cb",
          scopes: ["PROFILE_READ"],
          legacyUnrestricted: false,
          scopeParamPresent: true,
        },
        user: { name: "U", email: "u@example.com" },
        newScopes: [],
        preview: "Preview: buttons work once approved.",
      }),
    );
    expect(html).toContain("Acme Sync wants to access your account");
    expect(html).toContain("Preview: buttons work once approved.");
    expect(html).not.toContain("<form");
    expect(html).not.toContain('name="csrf"');
    expect(html.match(/<button type="button" disabled=""/g)).toHaveLength(2);
    expect(html).not.toContain("<h1");
  });
});

describe("the consent screen's logo", () => {
  it("shows the logo from our own origin, never from the app's URL", () => {
    const html = consent({ logoUrl: "https://acme.example/logo.png" }, "/auth/oauth2/client-logo/c1?v=abc");
    expect(html).toContain('src="/auth/oauth2/client-logo/c1?v=abc"');
    expect(html).not.toContain("acme.example/logo.png");
  });
  it("shows the app's initial when there is no logo to show", () => {
    const html = consent({ logoUrl: "https://acme.example/logo.png" });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("acme.example/logo.png");
  });
});

describe("the consent screen's policy links", () => {
  it("links the app's privacy policy and terms, in a new tab without referrer, opener or endorsement", () => {
    const html = consent({});
    expect(html).toContain('href="https://acme.example/privacy"');
    expect(html).toContain(">Acme Sync privacy policy</a>");
    expect(html).toContain(">terms of service</a>");
    expect(
      html.match(/rel="noopener noreferrer nofollow" target="_blank" data-testid="consent-(privacy-policy|terms)"/g),
    ).toHaveLength(2);
  });

  it("shows neither when the app gave none", () => {
    const html = consent({ privacyPolicyUrl: null, termsOfServiceUrl: null });
    expect(html).not.toContain("privacy policy");
    expect(html).not.toContain("terms of service");
  });
});

const change: PendingChangeView = {
  id: "ch1",
  status: "PENDING",
  delta: {
    addedScopes: [],
    addedRedirectUris: [],
    removedScopes: [],
    removedRedirectUris: [],
    details: { name: "Acme Sync 2", privacyPolicyUrl: "https://acme.example/p" },
  },
  requestedAt: new Date("2030-01-01T00:00:00Z"),
  requestedBy: null,
  reviewNote: null,
  reviewedAt: null,
  reviewedBy: null,
  before: { scopes: ["PROFILE_READ"], redirectUris: ["https://app.example.com/cb"] },
  after: { scopes: ["PROFILE_READ"], redirectUris: ["https://app.example.com/cb"] },
  details: [
    { field: "name", before: "Acme Sync", after: "Acme Sync 2" },
    { field: "privacyPolicyUrl", before: null, after: "https://acme.example/p" },
  ],
};

describe("the admin's comparison of app details", () => {
  it("lists only the changed fields, before and after, and leaves out the unchanged configuration", () => {
    const html = renderToStaticMarkup(createElement(ChangeComparison, { change }));
    expect(html).toContain("Application name");
    expect(html).toContain("Acme Sync 2");
    expect(html).toContain("Privacy policy URL");
    expect(html).not.toContain("Homepage");
    expect(html).toContain('href="https://acme.example/p" target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).not.toContain("Before and after");
  });

  it("still shows the configuration table when scopes change too", () => {
    const html = renderToStaticMarkup(
      createElement(ChangeComparison, {
        change: { ...change, delta: { ...change.delta, addedScopes: ["BOOKING_READ"] } },
      }),
    );
    expect(html).toContain("Before and after");
    expect(html).toContain("Acme Sync 2");
  });
});

describe("the owner's pending details", () => {
  it("shows current and proposed values as text, never as links", () => {
    const html = renderToStaticMarkup(createElement(PendingDetails, { changes: change.details }));
    expect(html).toContain("https://acme.example/p");
    expect(html).not.toContain("<a ");
    expect(html).toContain("Not set");
  });
});
