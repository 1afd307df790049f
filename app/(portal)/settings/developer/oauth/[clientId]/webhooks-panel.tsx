// The webhooks tab: the deliveries to the client's subscriptions, replayable by the owner.
import { Section } from "@/components/portal/section";
import { WebhookActivity } from "@/components/portal/webhook-activity";
import { clientWebhookActivity } from "@/lib/server/roots/webhooks";
import { WEBHOOK_ACTIVITY_WORDS } from "@/lib/ui-words/webhooks";
import type { PanelProps } from "./panel-props";

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
