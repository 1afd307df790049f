// DPoP (RFC 9449) as people read it: the consent screen names a key-bound request, and the admin's
// comparison names the token binding a change would make live.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChangeComparison } from "@/components/admin/change-comparison";
import { ConsentScreen } from "@/components/consent/consent-screen";
import type { PendingChangeView } from "@/lib/clients/views/change-views";
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";

const client: AuthorizeClientRecord = {
  clientId: "c1",
  status: "APPROVED",
  kind: "PUBLIC",
  scopes: ["PROFILE_READ"],
  redirectUris: ["https://app.example.com/cb"],
  name: "Planner",
  description: null,
  websiteUrl: null,
  logoUrl: null,
  privacyPolicyUrl: null,
  termsOfServiceUrl: null,
  ownerName: "Dev",
};

const consent = (dpopJkt?: string) =>
  renderToStaticMarkup(
    createElement(ConsentScreen, {
      client,
      logoSrc: null,
      request: {
        clientId: "c1",
        redirectUri: "https://app.example.com/cb",
        scopes: ["PROFILE_READ"],
        legacyUnrestricted: false,
        scopeParamPresent: true,
        ...(dpopJkt ? { dpopJkt } : {}),
      },
      user: { name: "U", email: "u@example.com" },
      formRequest: "r",
      requestPath: "/auth/oauth2/authorize?client_id=c1",
      csrf: "c",
      newScopes: ["PROFILE_READ"],
      action: "/auth/oauth2/consent",
    }),
  );

describe("DPoP on the consent screen", () => {
  it("says a key-bound request's tokens are useless to anyone else, and says nothing otherwise", () => {
    expect(consent("0ZcOCORZNYy-DWpqq30jZyJGHTN0d2HglBV3uiguA4I")).toContain("a copied token is useless");
    expect(consent()).not.toContain("consent-key-bound");
  });
});

describe("DPoP in the admin's comparison", () => {
  it("names the token binding before and after", () => {
    const change = {
      id: "ch1",
      status: "PENDING",
      requestedAt: new Date("2026-01-01T00:00:00Z"),
      requestedBy: null,
      reviewedAt: null,
      reviewedBy: null,
      reviewNote: null,
      delta: {
        addedScopes: [],
        addedRedirectUris: [],
        removedScopes: [],
        removedRedirectUris: [],
        dpopBoundAccessTokens: true,
      },
      before: { scopes: ["PROFILE_READ"], redirectUris: ["https://app.example.com/cb"] },
      after: { scopes: ["PROFILE_READ"], redirectUris: ["https://app.example.com/cb"] },
      details: [],
    } as unknown as PendingChangeView;
    const html = renderToStaticMarkup(createElement(ChangeComparison, { change }));
    expect(html).toContain("Token binding (DPoP)");
    expect(html).toMatch(/Bearer or DPoP.*DPoP required/);
  });
});
