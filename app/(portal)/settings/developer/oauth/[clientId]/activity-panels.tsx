// The tabs that show what happened: the client's activity and audit log, and its webhook deliveries.
import { AuditLogList } from "@/components/portal/audit-log-list";
import { ClientActivityFigures } from "@/components/portal/client-activity";
import { Section } from "@/components/portal/section";
import { WebhookActivity } from "@/components/portal/webhook-activity";
import { type AuditActorRecord, actorForAdministrator, actorForDeveloper } from "@/lib/clients/rules/audit-actor";
import { listClientAudit } from "@/lib/db/audit-log";
import { loadClientActivity } from "@/lib/db/clients/client-usage";
import { clientWebhookActivity } from "@/lib/server/roots/webhooks";
import { ACTIVITY_WORDS } from "@/lib/ui-words/client-activity";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { WEBHOOK_ACTIVITY_WORDS } from "@/lib/ui-words/webhooks";
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

export async function WebhooksPanel({ client, timeZone }: Omit<PanelProps, "review">) {
  const activity = await clientWebhookActivity(client.id);
  return (
    <Section title={WEBHOOK_ACTIVITY_WORDS.title}>
      <WebhookActivity
        clientId={client.clientId}
        activity={activity}
        canReplay={client.viewerIsOwner}
        timeZone={timeZone}
      />
    </Section>
  );
}
