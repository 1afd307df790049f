import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "../client-tab-page";
import { WebhooksPanel } from "../webhooks-panel";

export const metadata = CLIENT_PAGE_METADATA;

export default function ClientWebhooksPage(props: ClientTabPageProps) {
  return <ClientTabPage {...props} tab="webhooks" panel={(p) => <WebhooksPanel {...p} />} />;
}
