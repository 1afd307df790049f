// What the portal pages see of a client: never a secret hash, never the owner's password.
// lib/db's queries fill these; pages and components read them.
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";

export type ClientSummary = {
  clientId: string;
  name: string;
  kind: ClientKind;
  status: ClientStatus;
  reviewNote: string | null;
  /** Created before scopes existed: no scopes yet (spec s3.2). */
  legacy: boolean;
  createdAt: Date;
};

export type SecretView = {
  id: string;
  hint: string;
  label: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** A rolled secret stops working at this time; null: it lasts. */
  expiresAt: Date | null;
};

/** A registered public key (private_key_jwt): how the owner recognises it, and when it last signed. */
export type KeyView = {
  id: string;
  kid: string;
  /** null: any algorithm the key's type allows. */
  alg: string | null;
  /** RFC 7638 thumbprint, base64url. */
  thumbprint: string;
  label: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export type ClientDetail = ClientSummary & {
  /** Internal id: joins the audit log and the request log; never shown in URLs. */
  id: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  privacyPolicyUrl: string | null;
  termsOfServiceUrl: string | null;
  reviewedAt: Date | null;
  scopes: Scope[];
  redirectUris: string[];
  /** RFC 9126 s5: the authorization endpoint serves only its pushed requests. */
  requirePushedRequests: boolean;
  /** RFC 9449 s5.2 `dpop_bound_access_tokens`: "DPoP required" is live. */
  dpopBoundAccessTokens: boolean;
  /** The high-security profile (lib/oauth/security-profile.ts) is on. */
  highSecurity: boolean;
  secrets: SecretView[];
  keys: KeyView[];
  /** Where the client publishes its keys (private_key_jwt); null: nowhere. */
  jwksUri: string | null;
  owner: { id: string; name: string; email: string };
};

export type ViewedClient = ClientDetail & { viewerIsOwner: boolean };

export type ClientListItem = ClientSummary & {
  /** A widening change waits for an administrator; the approved configuration is still live. */
  hasPendingChange: boolean;
  /** Users with a live grant. */
  activeUsers: number;
  /** The last token the token endpoint issued to it (counters are kept 90 days); null: none. */
  lastTokenAt: Date | null;
};
