// What a reviewer checks of a self-registered client: the host that serves its Client ID Metadata
// Document (the client id is that document's URL) and the document itself, as we last fetched it.
import { metadataDocumentHost } from "@/lib/oauth/client-metadata/metadata-client-id";
import { METADATA_REVIEW_WORDS as W } from "@/lib/ui-words/client-metadata";
import { METADATA_HOST_WORDS as HOST_WORDS } from "@/lib/ui-words/metadata-hosts";

export function MetadataDocumentReview({
  clientId,
  document,
  hostRule = null,
  outcome = "applied",
}: {
  clientId: string;
  document: Record<string, unknown>;
  /** The trusted-host rule that applied at first sight, and what it did: approved, or left to review. */
  hostRule?: string | null;
  outcome?: "approved" | "wider" | "applied";
}) {
  return (
    <div className="space-y-2 text-sm" data-testid="metadata-document">
      <p>
        {W.servedFrom} <strong data-testid="metadata-document-host">{metadataDocumentHost(clientId)}</strong>
      </p>
      {hostRule ? (
        <p data-testid="metadata-host-rule">
          {outcome === "approved"
            ? HOST_WORDS.approvedByRule(hostRule)
            : outcome === "wider"
              ? HOST_WORDS.widerThanRule(hostRule)
              : HOST_WORDS.appliedRule(hostRule)}
        </p>
      ) : null}
      <p className="text-slate-600">{W.explain}</p>
      <pre className="max-h-72 overflow-auto rounded-md bg-slate-50 p-3 text-xs text-slate-800">
        {JSON.stringify(document, null, 2)}
      </pre>
    </div>
  );
}
