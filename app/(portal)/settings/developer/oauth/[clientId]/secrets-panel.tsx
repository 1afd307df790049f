// The secrets tab (confidential clients): the client's secrets, and the keys it may sign with instead.
import { KeyManager } from "@/components/portal/key-manager";
import { SecretManager } from "@/components/portal/secret-manager";
import { Section } from "@/components/portal/section";
import { lastingSecrets } from "@/lib/clients/rules/client-secrets";
import { KEY_WORDS } from "@/lib/ui-words/client-keys";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import type { PanelProps } from "./panel-props";

export function SecretsPanel({ client, timeZone }: Omit<PanelProps, "review">) {
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
}
