// What each revision of the MCP authorization specification asks of an authorization server and of
// the API it protects (the MCP server's role: RFC 9728 metadata, bearer challenges, audience), one
// entry per requirement with the first revision that states it. The suite's tests name the entry
// they prove (`requirement(...)`), and requirements-covered.test.ts keeps every entry proven.
// Sources: modelcontextprotocol.io/specification/<revision>/basic/authorization (and, from
// 2026-07-28, its security-considerations page).
import { it } from "vitest";

export const REVISIONS = ["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"] as const;
export type Revision = (typeof REVISIONS)[number];

type Requirement = { since: Revision; says: string };

export const REQUIREMENTS = {
  "as-metadata": {
    since: "2025-03-26",
    says: "RFC 8414 metadata at the well-known URI, its issuer the URI it was derived from",
  },
  "pkce-advertised": {
    since: "2025-03-26",
    says: "code_challenge_methods_supported names S256 (and 2025-11-25: clients refuse a server without it)",
  },
  "pkce-enforced": {
    since: "2025-03-26",
    says: "PKCE is required (OAuth 2.1): missing or plain challenge, missing or wrong verifier are refused",
  },
  "redirect-exact": {
    since: "2025-03-26",
    says: "redirect URIs are validated exactly against registered ones; never redirect to an unregistered one",
  },
  "refresh-rotation": {
    since: "2025-03-26",
    says: "refresh tokens of public clients are rotated",
  },
  "token-not-in-query": {
    since: "2025-03-26",
    says: "access tokens travel in the Authorization header, never in the query string",
  },
  "status-codes": {
    since: "2025-03-26",
    says: "401 for a missing or invalid token, 403 for insufficient scope, 400 for a malformed request",
  },
  "prm-document": {
    since: "2025-06-18",
    says: "RFC 9728 protected-resource metadata for the resource, naming its authorization server",
  },
  "prm-in-challenge": {
    since: "2025-06-18",
    says: "every 401 carries WWW-Authenticate with resource_metadata",
  },
  "audience-exact": {
    since: "2025-06-18",
    says: "RFC 8707: tokens are issued for the named resource and accepted only by it",
  },
  "scope-in-challenge": {
    since: "2025-11-25",
    says: "the 401 challenge names the scope the request needs (scope selection strategy)",
  },
  "insufficient-scope-step-up": {
    since: "2025-11-25",
    says: "403 insufficient_scope names every scope the operation needs; re-authorizing with them succeeds",
  },
  "cimd-supported": {
    since: "2025-11-25",
    says: "Client ID Metadata Documents: advertised, fetched from the client_id URL, validated, redirect URIs enforced",
  },
  "iss-on-success": {
    since: "2026-07-28",
    says: "RFC 9207: iss in the authorization response, advertised by authorization_response_iss_parameter_supported",
  },
  "iss-on-error": {
    since: "2026-07-28",
    says: "RFC 9207: iss in error responses too, with the state",
  },
} as const satisfies Record<string, Requirement>;
export type RequirementId = keyof typeof REQUIREMENTS;

/** The revisions that ask for a requirement: its first one and every later one. */
export function revisionsOf(id: RequirementId): Revision[] {
  return REVISIONS.slice(REVISIONS.indexOf(REQUIREMENTS[id].since));
}

/** A test that proves `id`; its name says which revisions ask for it. */
export function requirement(id: RequirementId, name: string, test: () => Promise<void>) {
  const revisions = revisionsOf(id);
  const span = revisions.length === 1 ? revisions[0] : `${revisions[0]}..${revisions.at(-1)}`;
  it(`[${id} · MCP ${span}] ${name}`, test);
}
