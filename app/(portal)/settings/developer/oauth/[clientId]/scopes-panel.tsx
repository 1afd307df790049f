// The scopes tab: the owner edits the client's scopes (with their recent use); anyone else, a
// legacy client or an administrator, reads the list. The working list is what is live plus what
// waits for review.
import { ScopeEditorLazy } from "@/components/portal/scope-editor-lazy";
import { ScopeList } from "@/components/portal/scope-list";
import { Section } from "@/components/portal/section";
import { loadRecentUsage } from "@/lib/db/clients/client-usage";
import { changesNeedReview } from "@/lib/clients/rules/lifecycle";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import type { PanelProps } from "./panel-props";

export async function ScopesPanel({ client, review }: Omit<PanelProps, "timeZone">) {
  const canEdit = client.viewerIsOwner;
  const pending = review.pendingChange;
  const working = review.working.scopes.filter(isScope);
  const usage = canEdit && !client.legacy ? await loadRecentUsage(client.id) : null;
  return (
    <Section title={W.scopes} description={W.scopesHint}>
      {client.legacy ? (
        <p className="text-sm text-slate-600">{W.legacyScopes}</p>
      ) : canEdit && usage ? (
        <ScopeEditorLazy
          clientId={client.clientId}
          scopes={working}
          waitingScopes={pending?.delta.addedScopes ?? []}
          leavingScopes={pending?.delta.removedScopes ?? []}
          reviewed={changesNeedReview(client.status)}
          usage={{ days: usage.days, byScope: usage.byScope }}
        />
      ) : (
        <ScopeList scopes={working} waiting={pending?.delta.addedScopes ?? []} />
      )}
    </Section>
  );
}
