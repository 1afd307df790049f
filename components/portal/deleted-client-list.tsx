// The owner's deleted clients that can still be restored: name, client id, when it was deleted
// and until when it can come back, and "Restore".
import { PostButton } from "@/components/shared/post-button";
import { restoreClientAction } from "@/lib/actions/accounts-deleted-clients";
import type { DeletedClientRow } from "@/lib/clients/ports";
import { formatDateTime } from "@/lib/format-time";
import { CLIENT_LIST_WORDS as W } from "@/lib/ui-words/portal";

export function DeletedClientList({ clients, timeZone }: { clients: readonly DeletedClientRow[]; timeZone: string }) {
  if (clients.length === 0) return null;
  return (
    <section aria-labelledby="deleted-clients-heading" className="space-y-2">
      <h2 id="deleted-clients-heading" className="text-lg font-semibold">
        {W.deletedHeading}
      </h2>
      <p className="text-sm text-slate-600">{W.deletedIntro}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {clients.map((c) => (
          <li
            key={c.clientId}
            className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm"
            data-testid="deleted-client"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{c.name}</p>
              <p className="font-mono text-xs break-all text-slate-600">{c.clientId}</p>
              <p className="text-slate-600">
                {W.deletedOn} <time dateTime={c.deletedAt.toISOString()}>{formatDateTime(c.deletedAt, timeZone)}</time>,{" "}
                {W.restorableUntil}{" "}
                <time dateTime={c.restorableUntil.toISOString()}>{formatDateTime(c.restorableUntil, timeZone)}</time>
              </p>
            </div>
            <PostButton
              action={restoreClientAction}
              fields={{ clientId: c.clientId }}
              tone="secondary"
              label={W.restoreNamed(c.name)}
            >
              {W.restore}
            </PostButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
