// The Quick start offers its steps in curl, JavaScript and Python, as tabs rendered on the server:
// curl chosen, the other panels there but hidden; a public client's library code names no secret.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { authlibSnippet, openIdClientSnippet } from "@/lib/server/api/oauth-snippets";
import { QuickStart } from "./quick-start";

const places = {
  issuer: "https://auth.example.com",
  apiUrl: "https://api.example.com",
  client: {
    id: "demo-public-app",
    secret: null,
    redirectUri: "http://127.0.0.1:8080/callback",
    postLogoutRedirectUri: "",
    scope: "openid PROFILE_READ",
  },
};

const html = renderToStaticMarkup(
  createElement(QuickStart, {
    clientId: "demo-public-app",
    kind: "PUBLIC",
    endpoints: {
      authorization: "https://auth.example.com/auth/oauth2/authorize",
      token: "https://api.example.com/v2/auth/oauth2/token",
      discovery: "https://auth.example.com/.well-known/oauth-authorization-server",
      jwks: "https://auth.example.com/.well-known/jwks.json",
    },
    redirectUri: places.client.redirectUri,
    tryUrl: null,
    approved: true,
    verifier: "v".repeat(43),
    libraries: {
      javascript: openIdClientSnippet(["exchange", "refresh"], places),
      python: authlibSnippet(["exchange", "refresh"], places),
    },
  }),
);

describe("the Quick start's languages", () => {
  it("are tabs over curl, JavaScript and Python, curl chosen and the others hidden", () => {
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)];
    expect(tabs.map(([, selected, name]) => [name, selected])).toEqual([
      ["curl", "true"],
      ["JavaScript", "false"],
      ["Python", "false"],
    ]);
    expect(html).toContain('role="tablist" aria-label="Language"');
    const panels = html.match(/<div role="tabpanel"[^>]*>/g) ?? [];
    expect(panels.map((tag) => tag.includes(' hidden=""'))).toEqual([false, true, true]);
    expect(html).toContain('data-testid="curl-exchange"');
  });

  it("gives a public client's library code no secret: client.None() and Authlib's none", () => {
    expect(html).toContain("client.None()");
    expect(html).toContain("client.authorizationCodeGrant(config, callbackUrl");
    expect(html).toContain("token_endpoint_auth_method=&quot;none&quot;");
    expect(html).toContain("client.refresh_token(&quot;https://api.example.com/v2/auth/oauth2/token&quot;");
    expect(html).not.toContain("client_secret&gt;");
  });
});
