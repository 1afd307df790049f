// For an app identified by a Client ID Metadata Document: the host its document was fetched from
// (the one thing about it we verified), and a warning when it only ever returns to this device.
import { redirectsOnlyLocally } from "@/lib/oauth/client-metadata/metadata-document";
import type { AuthorizeClientRecord } from "@/lib/oauth/ports";
import { METADATA_CLIENT_WORDS as W } from "@/lib/ui-words/client-metadata";

export function MetadataClientNote({ client }: { client: AuthorizeClientRecord }) {
  if (!client.metadataHost) return null;
  return (
    <div className="mt-3 space-y-2 text-sm">
      <p className="text-slate-700" data-testid="consent-metadata-host">
        <span className="font-medium">{W.verifiedHost(client.metadataHost)}</span>
        <span className="block text-slate-600">{W.verifiedHostHint}</span>
      </p>
      {redirectsOnlyLocally(client.redirectUris) ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
          role="note"
          data-testid="consent-local-only"
        >
          {W.localOnly}
        </p>
      ) : null}
    </div>
  );
}
