// Fetching a Client ID Metadata Document under the rules our other outbound requests keep
// (lib/server/net/guarded-request.ts, as webhooks): https only (plain http to loopback only under
// WEBHOOK_ALLOW_LOOPBACK), every resolved address public, the connection pinned to the checked
// address, redirects never followed, 5 s for the whole exchange, at most 64 KiB read; only https's
// own port (any port only under WEBHOOK_ALLOW_LOOPBACK), so a client_id cannot probe a host's ports.
import type { LookupAddress } from "node:dns";
import type { MetadataDocumentFetcher, MetadataFetchResult } from "@/lib/oauth/client-metadata/ports";
import { type OutboundPolicy, addressRule, guardedRequest, resolveAll } from "../net/guarded-request";

export const METADATA_FETCH_TIMEOUT_MS = 5_000;
export const METADATA_MAX_BYTES = 64 * 1024;

export function metadataFetchPolicy(options: {
  allowLoopback: boolean;
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  ca?: string;
}): OutboundPolicy {
  return {
    resolve: options.resolve ?? resolveAll,
    allowAddress: addressRule(options.allowLoopback),
    allowHttpLoopback: options.allowLoopback,
    allowedPorts: options.allowLoopback ? "any" : [],
    timeoutMs: METADATA_FETCH_TIMEOUT_MS,
    maxResponseBytes: METADATA_MAX_BYTES,
    ...(options.ca ? { ca: options.ca } : {}),
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function createMetadataFetcher(policy: OutboundPolicy): MetadataDocumentFetcher {
  return {
    async fetch(url): Promise<MetadataFetchResult> {
      const result = await guardedRequest(
        url,
        { method: "GET", headers: { accept: "application/json", "user-agent": "oauth-service/client-metadata" } },
        policy,
      );
      if (!result.ok) {
        if ("failure" in result) return { ok: false, refusal: result.failure };
        const refusal = result.refusal;
        return {
          ok: false,
          refusal:
            refusal === "not_https" || refusal === "dns_failed"
              ? refusal
              : refusal === "bad_port"
                ? "not_default_port"
                : "not_public_address",
        };
      }
      const { status, headers, body, truncated } = result.response;
      if (status >= 300 && status < 400) return { ok: false, refusal: "redirected" };
      if (status !== 200) return { ok: false, refusal: "http_error" };
      if (truncated) return { ok: false, refusal: "too_large" };
      return {
        ok: true,
        body: body.toString("utf8"),
        caching: {
          cacheControl: header(headers["cache-control"]),
          expires: header(headers.expires),
          date: header(headers.date),
        },
      };
    },
  };
}
