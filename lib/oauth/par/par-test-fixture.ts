// The authorization endpoint's world (authorize-test-fixture.ts) with its clients able to
// authenticate at the pushed authorization request endpoint: APP with a secret, NATIVE_APP public.
import { hashSecret } from "../constant-time";
import { APP, NATIVE_APP, makeAuthorizeFixture } from "../authorize/authorize-test-fixture";
import type { AuthorizeClientRecord } from "../ports";
import { type PushDeps, type PushInput, pushAuthorizationRequest } from "./push-authorization-request";

export const APP_SECRET = "app-secret-value";
/** A confidential client that registered that it must push (RFC 9126 s5). */
export const STRICT_APP: AuthorizeClientRecord = { ...APP, clientId: "strict", requirePushedRequests: true };
export const STRICT_SECRET = "strict-secret-value";

export const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;

export function makeParFixture(options: { rememberConsent?: boolean } = {}) {
  const f = makeAuthorizeFixture(options);
  const confidential = (clientId: string, secret: string) =>
    f.store.addClient({
      clientId,
      kind: "CONFIDENTIAL",
      status: "APPROVED",
      scopes: APP.scopes,
      secrets: [{ id: `${clientId}-secret`, hash: hashSecret(secret) }],
    });
  confidential(APP.clientId, APP_SECRET);
  confidential(STRICT_APP.clientId, STRICT_SECRET);
  f.store.addAuthorizeClient(STRICT_APP);
  f.store.addClient({ clientId: NATIVE_APP.clientId, kind: "PUBLIC", status: "APPROVED", scopes: [], secrets: [] });
  const pushDeps = (): PushDeps => ({ ...f.deps(), store: f.store });
  const push = (input: PushInput) => pushAuthorizationRequest(pushDeps(), input);
  return { ...f, push, pushDeps };
}
