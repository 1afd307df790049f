// Before the authorization endpoint looks a client up: when `client_id` is the URL of a Client ID
// Metadata Document, refuse it when an administrator denied its host (before anything is fetched),
// else fetch it (unless the stored copy is still fresh), validate it, and register
// the client on first sight as a pending public client for an administrator to review (approved at
// once when a trusted-host rule allows every scope it asks for), or record
// the newer document. A document that cannot be fetched or is invalid is refused with the reason
// - shown on our own error page, never sent to a redirect URI nobody has verified.
import type { Scope } from "../scope-catalogue";
import { parseScopeParam } from "../scope-parse";
import { metadataDocumentChange } from "./document-change";
import { approvedByHostRule, findHostVerdict, type HostVerdict } from "./host-rules/host-verdict";
import type { HostRuleReader } from "./host-rules/ports";
import { metadataCacheSeconds } from "./metadata-cache";
import { isMetadataDocumentClientId } from "./metadata-client-id";
import {
  type MetadataDocumentProblem,
  checkMetadataDocument,
  documentClientKind,
  documentListsRedirectUri,
} from "./metadata-document";
import type { MetadataClientPort, MetadataDocumentFetcher, MetadataFetchRefusal } from "./ports";

export interface MetadataClientDeps {
  readonly store: MetadataClientPort;
  readonly fetcher: MetadataDocumentFetcher;
  readonly now: Date;
  /** WEBHOOK_ALLOW_LOOPBACK: plain http to a loopback document (development and tests). */
  readonly allowHttpLoopback: boolean;
  /**
   * Spends one first-sighting registration of the document's (`clientId`, its URL) budgets, so
   * nobody fills the review queue with documents of their own; false when one is spent.
   */
  readonly spendRegistration?: (clientId: string) => Promise<boolean>;
  /** The administrators' trusted-host rules; absent: none apply. */
  readonly hostRules?: HostRuleReader;
}

export interface MetadataClientRequest {
  readonly clientId: string | undefined;
  readonly redirectUri: string | undefined;
  readonly requestedScopes: readonly Scope[];
}

export type MetadataClientRefusal =
  | { reason: "metadata_document_unreachable"; detail: MetadataFetchRefusal }
  | { reason: "metadata_document_invalid"; detail: MetadataDocumentProblem }
  | { reason: "metadata_redirect_uri_not_listed"; detail: null }
  /** An administrator denied the document's host: it was not fetched. */
  | { reason: "metadata_host_denied"; detail: null }
  | { reason: "too_many_requests"; detail: null };

export type MetadataClientResolution =
  /** Not a metadata-document client id: the ordinary lookup decides. */
  | { kind: "not-metadata" }
  /** Known (fresh, or refreshed now): the ordinary lookup and its status rules decide. */
  | { kind: "ready" }
  /** First sight: registered pending; the ordinary lookup then shows "waiting for review". */
  | { kind: "registered" }
  | ({ kind: "refused" } & MetadataClientRefusal);

/** What resolution reads of an authorization request (a repeated parameter counts as absent). */
export function metadataClientRequest(params: URLSearchParams): MetadataClientRequest {
  const single = (name: string) => (params.getAll(name).length === 1 ? (params.get(name) ?? undefined) : undefined);
  const scope = single("scope");
  const parsed = scope === undefined ? null : parseScopeParam(scope);
  return {
    clientId: single("client_id"),
    redirectUri: single("redirect_uri"),
    requestedScopes: parsed?.ok ? parsed.scopes : [],
  };
}

export async function resolveMetadataClient(
  deps: MetadataClientDeps,
  request: MetadataClientRequest,
): Promise<MetadataClientResolution> {
  const { clientId } = request;
  if (clientId === undefined || !isMetadataDocumentClientId(clientId, deps.allowHttpLoopback))
    return { kind: "not-metadata" };
  const verdict: HostVerdict = deps.hostRules
    ? await findHostVerdict(deps.hostRules, new URL(clientId).hostname)
    : { kind: "none" };
  if (verdict.kind === "deny") return { kind: "refused", reason: "metadata_host_denied", detail: null };
  const known = await deps.store.findMetadataClient(clientId);
  if (known?.cachedUntil && known.cachedUntil.getTime() > deps.now.getTime()) return { kind: "ready" };

  const fetched = await deps.fetcher.fetch(clientId);
  if (!fetched.ok) return { kind: "refused", reason: "metadata_document_unreachable", detail: fetched.refusal };
  const checked = checkMetadataDocument(fetched.body, clientId);
  if (!checked.ok) return { kind: "refused", reason: "metadata_document_invalid", detail: checked.problem };
  if (request.redirectUri !== undefined && !documentListsRedirectUri(checked.document, request.redirectUri))
    return { kind: "refused", reason: "metadata_redirect_uri_not_listed", detail: null };

  const seconds = metadataCacheSeconds(fetched.caching, deps.now);
  const cachedUntil = new Date(deps.now.getTime() + seconds * 1000);
  const { document, raw } = checked;
  // How an approved client authenticates was reviewed with it: its document cannot switch it.
  const decided = known !== null && (known.status === "APPROVED" || known.status === "SUSPENDED");
  if (decided && known.kind !== documentClientKind(document))
    return { kind: "refused", reason: "metadata_document_invalid", detail: "auth_method_changed" };
  const keys = { jwksUri: document.jwksUri, jwks: document.jwks };
  if (known === null) {
    if (deps.spendRegistration && !(await deps.spendRegistration(clientId)))
      return { kind: "refused", reason: "too_many_requests", detail: null };
    const scopes = document.scopes.length > 0 ? document.scopes : request.requestedScopes;
    const stored = await deps.store.registerMetadataClient({
      clientId,
      document,
      raw,
      scopes,
      cachedUntil,
      now: deps.now,
      hostRule: verdict.kind === "allow" ? verdict.pattern : null,
      approvedByHostRule: approvedByHostRule(verdict, scopes),
    });
    return stored === "registered" ? { kind: "registered" } : { kind: "ready" };
  }
  await deps.store.recordMetadataDocument({
    clientId,
    raw,
    keys,
    cachedUntil,
    now: deps.now,
    change: (stored) => metadataDocumentChange(stored, document),
  });
  return { kind: "ready" };
}
