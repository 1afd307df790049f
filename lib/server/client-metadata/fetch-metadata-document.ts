// Fetching a Client ID Metadata Document under the rules our other outbound requests keep
// (lib/server/net/guarded-request.ts, as webhooks): https only (plain http to loopback only under
// WEBHOOK_ALLOW_LOOPBACK), every resolved address public, the connection pinned to the checked
// address, redirects never followed, at most 64 KiB read; only https's own port (any port only
// under WEBHOOK_ALLOW_LOOPBACK), so a client_id cannot probe a host's ports.
// The fetch holds an authorization request, so it is short: one 1.5 s deadline for resolving,
// connecting and reading leaves the page its 2 s; and at most a few fetches are open to one address
// at once (a further one is refused as `busy`), so slow documents cannot pile up requests on us.
import type { LookupAddress } from "node:dns";
import type {
  MetadataDocumentFetcher,
  MetadataFetchRefusal,
  MetadataFetchResult,
} from "@/lib/oauth/client-metadata/ports";
import { createAddressGate } from "../net/address-gate";
import { startDeadline } from "../net/deadline";
import {
  type OutboundPolicy,
  type OutboundRefusal,
  type OutboundRequest,
  addressRule,
  requestTarget,
  resolveAll,
  resolveTarget,
} from "../net/guarded-request";

/** The whole fetch, DNS included: the authorization page answers within 2 s even when it runs out. */
export const METADATA_FETCH_TIMEOUT_MS = 1_500;
export const METADATA_MAX_BYTES = 64 * 1024;
/** Metadata fetches open at once to one address (per process); a further one is refused. */
export const METADATA_FETCHES_PER_ADDRESS = 4;

export function metadataFetchPolicy(options: {
  allowLoopback: boolean;
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  ca?: string;
  /** Only tests: a shorter deadline. */
  timeoutMs?: number;
}): OutboundPolicy {
  return {
    resolve: options.resolve ?? resolveAll,
    allowAddress: addressRule(options.allowLoopback),
    allowHttpLoopback: options.allowLoopback,
    allowedPorts: options.allowLoopback ? "any" : [],
    timeoutMs: options.timeoutMs ?? METADATA_FETCH_TIMEOUT_MS,
    maxResponseBytes: METADATA_MAX_BYTES,
    ...(options.ca ? { ca: options.ca } : {}),
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function refusalOf(refusal: OutboundRefusal): MetadataFetchRefusal {
  if (refusal === "not_https" || refusal === "dns_failed") return refusal;
  return refusal === "bad_port" ? "not_default_port" : "not_public_address";
}

const REQUEST: OutboundRequest = {
  method: "GET",
  headers: { accept: "application/json", "user-agent": "oauth-service/client-metadata" },
};

export function createMetadataFetcher(
  policy: OutboundPolicy,
  { maxPerAddress = METADATA_FETCHES_PER_ADDRESS }: { maxPerAddress?: number } = {},
): MetadataDocumentFetcher {
  const gate = createAddressGate(maxPerAddress);
  const refuse = (refusal: MetadataFetchRefusal): MetadataFetchResult => ({ ok: false, refusal });
  return {
    async fetch(url): Promise<MetadataFetchResult> {
      const deadline = startDeadline(policy.timeoutMs);
      try {
        const checked = await deadline.race(resolveTarget(url, policy));
        if (checked === "timeout") return refuse("timeout");
        if (!checked.ok) return refuse(refusalOf(checked.refusal));
        const leave = gate.enter(checked.target.pinned.address);
        if (leave === null) return refuse("busy");
        let result;
        try {
          result = await requestTarget(checked.target, REQUEST, policy, deadline);
        } finally {
          leave();
        }
        if (!result.ok) return refuse("failure" in result ? result.failure : refusalOf(result.refusal));
        const { status, headers, body, truncated } = result.response;
        if (status >= 300 && status < 400) return refuse("redirected");
        if (status !== 200) return refuse("http_error");
        if (truncated) return refuse("too_large");
        return {
          ok: true,
          body: body.toString("utf8"),
          caching: {
            cacheControl: header(headers["cache-control"]),
            expires: header(headers.expires),
            date: header(headers.date),
          },
        };
      } finally {
        deadline.clear();
      }
    },
  };
}
