// Anonymous documents that are the same for every caller and every request of a deployment (the
// OpenAPI document, the API reference page): built once per process, then served from memory with
// a strong ETag and a public cache lifetime, so a repeat visit costs a 304 and no work.
import { createHash } from "node:crypto";

export interface BuiltDocument {
  readonly body: string;
  readonly contentType: string;
  readonly etag: string;
  /** A Content-Security-Policy of the document's own (a page the proxy does not stamp with a nonce). */
  readonly policy?: string;
}

/** Caches and browsers may keep the document this long, then revalidate it with its ETag. */
export const PUBLIC_DOCUMENT_CACHE_CONTROL = "public, max-age=300";

const slot = globalThis as unknown as { __builtDocuments?: Map<string, Promise<BuiltDocument>> };

/**
 * The document named `key`, built by `build` on the first call in this process (route bundles that
 * each load this module share one copy). A build that fails is forgotten, so the next call retries.
 */
export function builtOnce(
  key: string,
  build: () => Promise<{ body: string; contentType: string; policy?: string }>,
): Promise<BuiltDocument> {
  slot.__builtDocuments ??= new Map();
  let found = slot.__builtDocuments.get(key);
  if (!found) {
    found = build().then(({ body, contentType, policy }) => ({
      body,
      contentType,
      ...(policy ? { policy } : {}),
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`,
    }));
    slot.__builtDocuments.set(key, found);
    found.catch(() => slot.__builtDocuments?.delete(key));
  }
  return found;
}

/** RFC 9110 s13.1.2: If-None-Match matches on a weak comparison; `*` matches any current document. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** 200 with the document, or 304 without a body when the caller's copy is current. */
export function documentResponse(request: Request, document: BuiltDocument): Response {
  const headers: Record<string, string> = { ETag: document.etag, "Cache-Control": PUBLIC_DOCUMENT_CACHE_CONTROL };
  if (document.policy) headers["Content-Security-Policy"] = document.policy;
  if (ifNoneMatchHits(request.headers.get("if-none-match"), document.etag))
    return new Response(null, { status: 304, headers });
  return new Response(document.body, { status: 200, headers: { ...headers, "Content-Type": document.contentType } });
}
