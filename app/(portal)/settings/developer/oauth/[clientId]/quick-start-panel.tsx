// The quick-start tab: the endpoints and a first request to try, a preview of the consent screen
// until the client is approved, and the authorization URL builder.
import { createHash, randomBytes } from "node:crypto";
import { ConsentScreen } from "@/components/consent/consent-screen";
import { AuthorizationUrlBuilder } from "@/components/portal/authorization-url-builder";
import { QuickStart } from "@/components/portal/quick-start";
import { Section } from "@/components/portal/section";
import { buildAuthorizationUrl } from "@/lib/clients/rules/authorization-url";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { authlibSnippet, openIdClientSnippet } from "@/lib/server/api/oauth-snippets";
import { getConfig } from "@/lib/server/roots/config";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { QUICK_START_WORDS } from "@/lib/ui-words/quick-start";
import type { PanelProps } from "./panel-props";

function base64url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

export function QuickStartPanel({ client }: Pick<PanelProps, "client">) {
  const { authUrl, baseUrl } = getConfig();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash("sha256").update(verifier).digest());
  const first = client.redirectUris[0] ?? null;
  // Only an approved client can be used: a try link for any other would only show an error.
  const approved = client.status === "APPROVED";
  const tryUrl =
    first && approved
      ? buildAuthorizationUrl({
          authUrl,
          clientId: client.clientId,
          redirectUri: first,
          scopes: client.scopes.filter(isScope),
          state: base64url(randomBytes(12)),
          codeChallenge: client.kind === "PUBLIC" ? challenge : undefined,
        })
      : null;
  // The same steps as the curl, with the libraries the API reference shows, for this client.
  const places = {
    issuer: authUrl,
    apiUrl: baseUrl,
    client: {
      id: client.clientId,
      secret: client.kind === "CONFIDENTIAL" ? QUICK_START_WORDS.placeholders.secret : null,
      redirectUri: first ?? "",
      postLogoutRedirectUri: "",
      scope: client.scopes.join(" "),
    },
  };
  const libraries = {
    javascript: openIdClientSnippet(["exchange", "refresh"], places),
    python: authlibSnippet(["exchange", "refresh"], places),
  };
  const endpoints = {
    authorization: `${authUrl}/auth/oauth2/authorize`,
    token: `${baseUrl}/v2/auth/oauth2/token`,
    discovery: `${authUrl}/.well-known/oauth-authorization-server`,
    jwks: `${authUrl}/.well-known/jwks.json`,
  };
  return (
    <div className="space-y-6">
      <Section title={QUICK_START_WORDS.title}>
        <QuickStart
          clientId={client.clientId}
          kind={client.kind}
          endpoints={endpoints}
          redirectUri={first}
          tryUrl={tryUrl}
          approved={approved}
          verifier={client.kind === "PUBLIC" ? verifier : null}
          libraries={libraries}
        />
      </Section>
      {approved ? null : (
        // The pending Overview links here (#consent-preview).
        <div id="consent-preview" className="scroll-mt-4">
          <Section title={QUICK_START_WORDS.previewTitle} description={QUICK_START_WORDS.previewHint}>
            <ConsentScreen
              client={{ ...client, ownerName: client.owner.name }}
              logoSrc={null}
              request={{
                clientId: client.clientId,
                redirectUri: first ?? "",
                scopes: client.scopes,
                legacyUnrestricted: client.legacy,
                scopeParamPresent: !client.legacy,
              }}
              user={{ name: client.owner.name, email: client.owner.email }}
              newScopes={[]}
              preview={QUICK_START_WORDS.previewNote}
            />
          </Section>
        </div>
      )}
      <Section title={W.authorizationUrl} description={W.authorizationUrlHint}>
        {/* Keyed by the scopes so a saved scope change starts the builder afresh. */}
        <AuthorizationUrlBuilder
          key={client.scopes.join(" ")}
          authUrl={authUrl}
          clientId={client.clientId}
          kind={client.kind}
          status={client.status}
          scopes={client.scopes}
          redirectUris={client.redirectUris}
        />
      </Section>
    </div>
  );
}
