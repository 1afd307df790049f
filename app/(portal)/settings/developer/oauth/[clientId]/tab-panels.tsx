// What each tab of a client's settings page shows; the data each needs is loaded only for it.
import { KeyManager } from "@/components/portal/key-manager";
import { SecretManager } from "@/components/portal/secret-manager";
import { lastingSecrets } from "@/lib/clients/rules/client-secrets";
import { KEY_WORDS } from "@/lib/ui-words/client-keys";
import { Section } from "@/components/portal/section";
import type { ClientTab } from "@/lib/clients/views/client-tabs";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { ActivityPanel, WebhooksPanel } from "./activity-panels";
import { OverviewPanel } from "./overview-panel";
import type { PanelProps } from "./panel-props";
import { QuickStartPanel } from "./quick-start-panel";
import { DetailsPanel, RedirectUrisPanel, ScopesPanel } from "./settings-panels";

export function ClientTabPanel({ tab, client, review, timeZone }: PanelProps & { tab: ClientTab }) {
  switch (tab) {
    case "overview":
      return <OverviewPanel client={client} review={review} timeZone={timeZone} />;
    case "quick-start":
      return <QuickStartPanel client={client} />;
    case "scopes":
      return <ScopesPanel client={client} review={review} />;
    case "redirect-uris":
      return <RedirectUrisPanel client={client} review={review} />;
    case "secrets":
      return (
        <>
          <Section title={W.secrets} description={W.secretsHint}>
            <SecretManager
              clientId={client.clientId}
              secrets={client.secrets}
              keyCount={client.keys.length + (client.jwksUri === null ? 0 : 1)}
              canEdit={client.viewerIsOwner}
              now={new Date()}
              timeZone={timeZone}
            />
          </Section>
          <Section title={KEY_WORDS.title} description={KEY_WORDS.hint}>
            <KeyManager
              clientId={client.clientId}
              keys={client.keys}
              jwksUri={client.jwksUri}
              lastingSecrets={lastingSecrets(client.secrets)}
              canEdit={client.viewerIsOwner}
              timeZone={timeZone}
            />
          </Section>
        </>
      );
    case "details":
      return <DetailsPanel client={client} review={review} />;
    case "activity":
      return <ActivityPanel client={client} timeZone={timeZone} />;
    case "webhooks":
      return <WebhooksPanel client={client} timeZone={timeZone} />;
  }
}
