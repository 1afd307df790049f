// The consent screen's logo, served from our own origin (lib/server/logo/): only an approved
// client's live (reviewed) logo URL is ever fetched, once per process, under the strict rules of
// logo-fetch.ts. The page links to /auth/oauth2/client-logo/<client id>, versioned by the URL so
// a newly approved logo is not hidden by a cached old one.
import { createHash } from "node:crypto";
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";
import { createLogoCache, type LogoCache } from "./logo-cache";
import { fetchLogo, type Logo } from "./logo-fetch";
import { oauthStore } from "../roots/oauth";

const globalForLogos = globalThis as unknown as { __clientLogos?: LogoCache };
const logos = (): LogoCache =>
  (globalForLogos.__clientLogos ??= createLogoCache({ fetch: (url) => fetchLogo(url), now: Date.now }));

type LogoSource = Pick<AuthorizeClientRecord, "clientId" | "status" | "logoUrl">;

/** The live logo of an approved client, or null (none, not approved, or not fetchable). */
export async function approvedClientLogo(client: LogoSource | null): Promise<Logo | null> {
  if (client?.status !== "APPROVED" || !client.logoUrl) return null;
  return logos().get(client.logoUrl);
}

/** Where the consent screen shows the logo from, or null when there is none to show. */
export async function clientLogoPath(client: LogoSource): Promise<string | null> {
  if ((await approvedClientLogo(client)) === null) return null;
  const version = createHash("sha256").update(client.logoUrl!).digest("base64url").slice(0, 12);
  return `/auth/oauth2/client-logo/${encodeURIComponent(client.clientId)}?v=${version}`;
}

/** The logo for the route, by client id. */
export async function clientLogoById(clientId: string): Promise<Logo | null> {
  if (clientId.length > 2048) return null;
  const store = await oauthStore();
  // A client id that is a URL arrives with its slashes still percent-encoded in the segment.
  const client = (await store.findAuthorizeClient(clientId)) ?? (await store.findAuthorizeClient(decoded(clientId)));
  return approvedClientLogo(client);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
