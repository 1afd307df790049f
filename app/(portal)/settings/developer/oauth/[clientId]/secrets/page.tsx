import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "../client-tab-page";
import { SecretsPanel } from "../secrets-panel";

export const metadata = CLIENT_PAGE_METADATA;

export default function ClientSecretsPage(props: ClientTabPageProps) {
  return <ClientTabPage {...props} tab="secrets" panel={(p) => <SecretsPanel {...p} />} />;
}
