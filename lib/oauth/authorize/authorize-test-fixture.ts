// A ready-made world for the authorization endpoint's unit tests: a memory store with a scoped,
// a legacy, a pending and a public client, a settable clock and real randomness.
import { randomBytes } from "node:crypto";
import type { AuthorizeClientRecord } from "../ports";
import { MemoryOAuthStore } from "../testing/memory-store";
import type { AuthorizeEndpointDeps } from "./authorize-endpoint-deps";

export const ISSUER = "https://auth.example.com";
export const REDIRECT = "https://app.example.com/callback?tenant=7";
export const T0 = new Date("2030-01-01T00:00:00Z");
export const USER = "user-1";

const client = (over: Partial<AuthorizeClientRecord>): AuthorizeClientRecord => ({
  clientId: "app",
  status: "APPROVED",
  kind: "CONFIDENTIAL",
  scopes: ["PROFILE_READ", "BOOKING_READ"],
  redirectUris: [REDIRECT],
  name: "App",
  description: null,
  websiteUrl: null,
  logoUrl: null,
  privacyPolicyUrl: null,
  termsOfServiceUrl: null,
  ownerName: "Owner",
  ...over,
});

export const APP = client({});
export const LEGACY_APP = client({ clientId: "legacy", scopes: [] });
export const PENDING_APP = client({ clientId: "pending", status: "PENDING" });
export const NATIVE_REDIRECT = "http://127.0.0.1:8080/callback";
/** A public (native) client: no secret, PKCE, a loopback redirect that matches on any port. */
export const NATIVE_APP = client({ clientId: "native", kind: "PUBLIC", redirectUris: [NATIVE_REDIRECT] });

export function makeAuthorizeFixture(options: { rememberConsent?: boolean } = {}) {
  const store = new MemoryOAuthStore();
  for (const c of [APP, LEGACY_APP, PENDING_APP, NATIVE_APP]) store.addAuthorizeClient(c);
  let now = T0;
  return {
    store,
    deps: (): AuthorizeEndpointDeps => ({
      store,
      now,
      randomBytes: (n) => randomBytes(n),
      issuer: ISSUER,
      consentTokenKey: "test-key",
      rememberConsent: options.rememberConsent ?? false,
    }),
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

export const appQuery = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    scope: "PROFILE_READ",
    state: "st&=/ é",
    ...over,
  });
