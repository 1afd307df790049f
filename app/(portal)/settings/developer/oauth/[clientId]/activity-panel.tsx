// The activity tab: what the client did (requests by day) and the audit log of changes to it.
import { AuditLogList } from "@/components/portal/audit-log-list";
import { ClientActivityFigures } from "@/components/portal/client-activity";
import { Section } from "@/components/portal/section";
import { type AuditActorRecord, actorForAdministrator, actorForDeveloper } from "@/lib/clients/rules/audit-actor";
import { listClientAudit } from "@/lib/db/audit-log";
import { loadClientActivity } from "@/lib/db/clients/client-usage";
import { ACTIVITY_WORDS } from "@/lib/ui-words/client-activity";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import type { PanelProps } from "./panel-props";

export async function ActivityPanel({ client, timeZone }: Omit<PanelProps, "review">) {
  // The developer never learns an end user's name or email; an administrator viewing it may.
  const showActor = (actor: AuditActorRecord) =>
    client.viewerIsOwner ? actorForDeveloper(actor, client.owner.id) : actorForAdministrator(actor);
  const [activity, audit] = await Promise.all([loadClientActivity(client.id), listClientAudit(client.id, showActor)]);
  return (
    <div className="space-y-6">
      <Section title={ACTIVITY_WORDS.title}>
        <ClientActivityFigures activity={activity} timeZone={timeZone} />
      </Section>
      <Section title={W.auditLog} description={W.auditLogHint}>
        <AuditLogList entries={audit} timeZone={timeZone} />
      </Section>
    </div>
  );
}
