// The authorization endpoint's first hit with a request_uri (RFC 9126 s4): the pushed request is
// taken from storage (once: a second use finds nothing) and the flow goes on with its parameters
// and a mark that they were pushed (pushed-mark.ts), so sign-in and consent need it no more.
// Parameters sent beside client_id and request_uri are ignored: only what was pushed counts
// (RFC 9126 s4, as RFC 9101 s5 for request objects).
import { readParams } from "../request-params";
import { markPushed } from "./pushed-mark";
import type { PushedRequestPort } from "./pushed-request-storage";
import { referenceHashOf } from "./request-uri";

export interface OpenPushedRequestDeps {
  readonly store: Pick<PushedRequestPort, "consumePushedRequest">;
  readonly now: Date;
  /** The key the mark is made under (the consent forms' key). */
  readonly consentTokenKey: string;
}

export type OpenedRequest =
  /** No request_uri: the request is the query as sent. */
  | { kind: "not-pushed" }
  | { kind: "opened"; params: URLSearchParams }
  /** Unknown, malformed, used, expired or another client's: nothing may go to a redirect URI. */
  | { kind: "refused"; reason: "invalid_request_uri" | "missing_client_id" };

export async function openPushedRequest(deps: OpenPushedRequestDeps, query: URLSearchParams): Promise<OpenedRequest> {
  if (!query.has("request_uri")) return { kind: "not-pushed" };
  const { values, duplicates, malformed } = readParams(query, ["client_id", "request_uri"]);
  if (duplicates.length > 0 || malformed.length > 0) return { kind: "refused", reason: "invalid_request_uri" };
  const clientId = values.client_id;
  if (clientId === undefined) return { kind: "refused", reason: "missing_client_id" };
  const referenceHash = values.request_uri === undefined ? null : referenceHashOf(values.request_uri);
  if (referenceHash === null) return { kind: "refused", reason: "invalid_request_uri" };
  const pushed = await deps.store.consumePushedRequest(referenceHash, clientId, deps.now);
  if (pushed === null) return { kind: "refused", reason: "invalid_request_uri" };
  return { kind: "opened", params: markPushed(deps.consentTokenKey, new URLSearchParams(pushed), deps.now) };
}
